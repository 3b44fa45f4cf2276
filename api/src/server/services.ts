import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { AppConfig } from '../config';
import { MaintenanceService } from '../modules/admin/maintenance.service';
import { UserAdminService } from '../modules/admin/user-admin.service';
import { AuthService } from '../modules/auth/auth.service';
import type { LoginThrottle } from '../modules/auth/login-throttle';
import type { TokenService } from '../modules/auth/token.service';
import { CustomerService } from '../modules/customers/customer.service';

/** Long-lived parts shared by every request. */
export interface AppDeps {
  config: AppConfig;
  logger: Logger;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
}

/** Services bound to one unit of work (one request, one subscription event, one job step). */
export function createServices(deps: AppDeps, em: EntityManager) {
  const auth = new AuthService(em, deps.tokens, deps.loginThrottle);
  return {
    auth,
    maintenance: new MaintenanceService(em),
    userAdmin: new UserAdminService(em, auth),
    customers: new CustomerService(em),
  };
}

export type Services = ReturnType<typeof createServices>;
