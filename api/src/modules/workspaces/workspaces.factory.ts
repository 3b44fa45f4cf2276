import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import type { EmailSender } from '../email/email-sender';
import { AuditLog } from './audit-log';
import { InvitationService } from './invitation.service';
import { RecordWorkspaces } from './record-workspace';
import { WorkspaceClientService } from './workspace-client.service';
import { WorkspaceService } from './workspace.service';

export interface WorkspacesModuleNeeds {
  em: EntityManager;
  email: EmailSender;
  publicUrl: string;
  logger: Logger;
}

/** The workspaces module's services on one unit of work, each built when first used. */
export function createWorkspaceServices(needs: WorkspacesModuleNeeds) {
  const services = builtOnFirstRead({
    workspaces: (): WorkspaceService => new WorkspaceService(needs),
    invitations: (): InvitationService => new InvitationService({ ...needs, workspaces: services.workspaces, auditLog: services.auditLog }),
    auditLog: (): AuditLog => new AuditLog(needs.em, services.workspaces),
    recordWorkspaces: (): RecordWorkspaces => new RecordWorkspaces(needs.em),
    clients: (): WorkspaceClientService => new WorkspaceClientService(needs.em, services.workspaces),
  });
  return services;
}
