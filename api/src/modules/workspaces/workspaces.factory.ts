import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import { WorkspaceService } from './workspace.service';

export interface WorkspacesModuleNeeds {
  em: EntityManager;
}

/** The workspaces module's services on one unit of work, each built when first used. */
export function createWorkspaceServices(needs: WorkspacesModuleNeeds) {
  return builtOnFirstRead({
    workspaces: () => new WorkspaceService(needs.em),
  });
}
