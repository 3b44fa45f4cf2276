import 'reflect-metadata';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../config';
import { openDatabase } from '../db/orm';
import { AuthService } from '../modules/auth/auth.service';
import { LoginThrottle } from '../modules/auth/login-throttle';
import { resolveJwtSecret, TokenService } from '../modules/auth/token.service';

const usage = 'Usage: npm run create-admin -- --email <email> --password <password> [--name "Full Name"]';

/** Creates an admin account, or promotes an existing account with that email. */
async function createAdmin(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email || !values.password) throw new Error(usage);
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    const tokens = new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir), config.tokenTtl);
    const auth = new AuthService({ em: database.orm.em.fork(), tokens, throttle: new LoginThrottle(database.orm.em.getKnex(), config.signUpLimitPerHour) });
    const { user, created } = await auth.ensureAdmin({ email: values.email, password: values.password, fullName: values.name });
    pino().info({ email: user.email }, created ? 'admin created' : 'existing account promoted to admin');
  } finally {
    await database.close();
  }
}

createAdmin().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
