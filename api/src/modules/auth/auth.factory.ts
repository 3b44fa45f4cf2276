import type { EntityManager } from '@mikro-orm/postgresql';
import { builtOnFirstRead } from '../../common/built-on-first-read';
import { ApiTokenService } from './api-token.service';
import type { ApiTokenRateLimit } from './api-token-rate-limit';
import { AuthService } from './auth.service';
import type { LoginThrottle } from './login-throttle';
import { MaintenanceService } from './maintenance.service';
import type { SessionCache } from './session-cache';
import type { TokenService } from './token.service';

export interface AuthModuleNeeds {
  em: EntityManager;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  apiTokenRateLimit: ApiTokenRateLimit;
  /** Session rows remembered between requests; none: every request reads its session. */
  sessions?: SessionCache;
}

/** The auth module's services on one unit of work, each built when first used. */
export function createAuthServices(needs: AuthModuleNeeds) {
  const services = builtOnFirstRead({
    // A session's read selects the maintenance switch with the user: the unit of work's switch reads use it.
    auth: () => new AuthService({ em: needs.em, tokens: needs.tokens, throttle: needs.loginThrottle, sessions: needs.sessions, sawMaintenance: (on) => services.maintenance.saw(on) }),
    apiTokens: () => new ApiTokenService(needs.em, needs.apiTokenRateLimit),
    maintenance: () => new MaintenanceService(needs.em, needs.sessions),
  });
  return services;
}
