import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { AuthService } from '../auth/auth.service';
import { UserAdminService } from './user-admin.service';
import { WorkspaceAdminService } from './workspace-admin.service';

export interface AdminModuleNeeds {
  em: EntityManager;
  auth: AuthService;
}

/** The admin module's services on one unit of work, each built when first used. */
export function createAdminServices(needs: AdminModuleNeeds) {
  return builtOnFirstRead({
    userAdmin: () => new UserAdminService(needs.em, needs.auth),
    workspaceAdmin: () => new WorkspaceAdminService(needs.em),
  });
}
