import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { payerOf, requireSession, requireUser, workspaceOf, type WorkspaceAccess } from './access';
import type { Viewer } from '../../common/viewer';
import { ApiToken } from './api-token.entity';
import { newTokenSchema } from './dto/inputs/create-api-token.input';
import type { ApiTokenRateLimit } from './api-token-rate-limit';
import { User } from './user.entity';
import { authMessages } from './auth.messages';
import { lockRow } from '../../db/row-locks';

const PREFIX = 'rc_';
/** Live tokens one user may hold: each has its own rate limit, so more would multiply it. */
export const MAX_API_TOKENS_PER_USER = 10;
const AGENCY_PLAN_ID = 3;

/** Personal API tokens carry this prefix; session tokens (JWTs) never do. */
export function isApiToken(token: string | undefined): token is string {
  return !!token?.startsWith(PREFIX);
}

/**
 * A live token whose workspace's plan no longer includes the API: refused like any token that stopped working
 * (401 on REST and GraphQL); the MCP endpoint answers it with 403.
 */
export class ApiAccessLapsedError extends AppError {
  constructor() {
    super('UNAUTHENTICATED', authMessages.apiTokenNotValid);
  }
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
/** The API comes with the plan of the workspace acted in (its owner's): a member of an Agency workspace has it there; staff always. */
const hasApiAccess = (user: User, payer: User) => user.isAdmin || payer.isAdmin || payer.planId === AGENCY_PLAN_ID;

/**
 * Personal API tokens in Agency workspaces (and for admins): created, listed and revoked with a signed-in
 * session (never with a token), and used as bearer tokens.
 */
export class ApiTokenService {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimit: ApiTokenRateLimit,
  ) {}

  /** Returns the secret once; only its hash is kept. */
  async create(viewer: Viewer, input: UntrustedInput<typeof newTokenSchema>): Promise<{ token: ApiToken; secret: string }> {
    const user = requireApiAccess(requireSession(viewer));
    const { name, role } = parseInput(newTokenSchema, input);
    const secret = `${PREFIX}${randomBytes(32).toString('base64url')}`;
    const token = await this.em.transactional(async (em) => {
      // The owner's row lock orders their concurrent creations, so the count below cannot be raced.
      await lockRow(em, 'users', user.id);
      if ((await em.count(ApiToken, { userId: user.id, revokedAt: null })) >= MAX_API_TOKENS_PER_USER) throw new AppError('CONFLICT', authMessages.tooManyApiTokens(MAX_API_TOKENS_PER_USER));
      return em.create(ApiToken, { userId: user.id, workspaceId: workspaceOf(user), name, role, tokenHash: hashOf(secret) });
    });
    return { token, secret };
  }

  /** Whether the signed-in user may create tokens, so the Developer page can say why not before they try. */
  hasAccess(viewer: Viewer): boolean {
    const user = requireUser(viewer);
    return hasApiAccess(user, payerOf(user));
  }

  /** The user's live tokens of the workspace the request acts in. */
  async list(viewer: Viewer): Promise<ApiToken[]> {
    const user = requireSession(viewer);
    return this.em.find(ApiToken, { userId: user.id, workspaceId: workspaceOf(user), revokedAt: null }, { orderBy: { createdAt: 'desc' } });
  }

  async revoke(viewer: Viewer, id: string): Promise<boolean> {
    const user = requireSession(viewer);
    const token = isUuid(id) ? await this.em.findOne(ApiToken, { id, userId: user.id, workspaceId: workspaceOf(user), revokedAt: null }) : null;
    if (!token) throw new AppError('NOT_FOUND', authMessages.apiTokenNotFound);
    token.revokedAt = new Date();
    await this.em.flush();
    return true;
  }

  /**
   * The owner of a live token, in the workspace it was made in while they are still a member there
   * (`accessOf` answers "not found" otherwise) and that workspace's plan includes the API. Any other
   * token is refused with 401 rather than treated as anonymous, so a script learns at once that its
   * token stopped working; a token over its rate limit is refused with 429 and the seconds to wait.
   */
  async viewerOf(secret: string, accessOf: (user: User, workspaceId: string) => Promise<WorkspaceAccess>): Promise<{ user: User; token: ApiToken; workspace: WorkspaceAccess }> {
    const token = await this.em.findOne(ApiToken, { tokenHash: hashOf(secret), revokedAt: null });
    const owner = token ? await this.em.findOne(User, { id: token.userId }) : null;
    if (!token || !owner) throw new AppError('UNAUTHENTICATED', authMessages.apiTokenNotValid);
    const workspace = await accessOf(owner, token.workspaceId);
    if (!hasApiAccess(owner, workspace.payer)) throw new ApiAccessLapsedError();
    await this.rateLimit.take(token.id);
    await this.em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: new Date() });
    return { user: owner, token, workspace };
  }
}

function requireApiAccess(user: User): User {
  if (!hasApiAccess(user, payerOf(user))) throw new AppError('FORBIDDEN', authMessages.apiAccessRequired);
  return user;
}

