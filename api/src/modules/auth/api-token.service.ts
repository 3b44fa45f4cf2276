import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/app-error';
import { isUuid, parseInput, type UntrustedInput } from '../../common/validation';
import { requireSession, requireUser, workspaceOf } from './access';
import type { Viewer } from '../../common/viewer';
import { ApiToken } from './api-token.entity';
import { newTokenSchema } from './dto/inputs/create-api-token.input';
import type { ApiTokenRateLimit } from './api-token-rate-limit';
import { User } from './user.entity';
import { authMessages } from './auth.messages';

const PREFIX = 'rc_';
/** Live tokens one user may hold: each has its own rate limit, so more would multiply it. */
export const MAX_API_TOKENS_PER_USER = 10;
const AGENCY_PLAN_ID = 3;

/** Personal API tokens carry this prefix; session tokens (JWTs) never do. */
export function isApiToken(token: string | undefined): token is string {
  return !!token?.startsWith(PREFIX);
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');
const hasApiAccess = (user: User) => user.isAdmin || user.planId === AGENCY_PLAN_ID;

/**
 * Personal API tokens for Agency users and admins: created, listed and revoked with a signed-in session
 * (never with a token), and used as bearer tokens.
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
      await em.execute('select id from users where id = ? for update', [user.id]);
      if ((await em.count(ApiToken, { userId: user.id, revokedAt: null })) >= MAX_API_TOKENS_PER_USER) throw new AppError('CONFLICT', authMessages.tooManyApiTokens(MAX_API_TOKENS_PER_USER));
      return em.create(ApiToken, { userId: user.id, workspaceId: workspaceOf(user), name, role, tokenHash: hashOf(secret) });
    });
    return { token, secret };
  }

  /** Whether the signed-in user may create tokens, so the Developer page can say why not before they try. */
  hasAccess(viewer: Viewer): boolean {
    return hasApiAccess(requireUser(viewer));
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
   * The owner of a live token while they keep API access. Any other token is refused with 401 rather
   * than treated as anonymous, so a script learns at once that its token stopped working; a token over
   * its rate limit is refused with 429 and the seconds to wait. The token acts in the workspace it was
   * made in, while its owner is still a member there (the caller checks the membership).
   */
  async viewerOf(secret: string): Promise<{ user: User; token: ApiToken }> {
    const token = await this.em.findOne(ApiToken, { tokenHash: hashOf(secret), revokedAt: null });
    const owner = token ? await this.em.findOne(User, { id: token.userId }) : null;
    if (!token || !owner || !hasApiAccess(owner)) throw new AppError('UNAUTHENTICATED', authMessages.apiTokenNotValid);
    await this.rateLimit.take(token.id);
    await this.em.nativeUpdate(ApiToken, { id: token.id }, { lastUsedAt: new Date() });
    return { user: owner, token };
  }
}

function requireApiAccess(user: User): User {
  if (!hasApiAccess(user)) throw new AppError('FORBIDDEN', authMessages.apiAccessRequired);
  return user;
}

