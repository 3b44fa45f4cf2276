import type { AppDeps, Services } from '../app/services';
import { AppError } from '../common/app-error';
import type { RequestContext } from '../common/request-context';
import { admissionOf, requireUser } from '../modules/auth/access';
import type { User } from '../modules/auth/user.entity';
import { mcpMessages } from './mcp.messages';

/** Who calls a tool: an API token's user, admitted into the token's workspace with their role there, and the services of the call's unit of work. */
export interface McpCaller {
  viewer: User;
  services: Services;
  deps: AppDeps;
  apiToken: { id: string; name: string };
  workspaceId: string;
  requestId: string;
}

/** The caller of one tool call, resolved (and its token checked) by the transport. */
export type CallerSource = () => Promise<McpCaller>;

/** The caller a request context's bearer names; only API tokens reach the MCP server. */
export async function callerOf(context: RequestContext): Promise<McpCaller> {
  const viewer = requireUser(context.viewer ?? (await context.resolveViewer()));
  const admission = admissionOf(viewer);
  if (!admission?.apiToken) throw new AppError('UNAUTHENTICATED', mcpMessages.tokenRequired);
  return { viewer, services: context.services, deps: context.deps, apiToken: admission.apiToken, workspaceId: admission.workspace.id, requestId: context.requestId };
}
