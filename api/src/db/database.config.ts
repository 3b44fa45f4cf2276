import { z } from 'zod';
import { optionalString } from '../common/environment';

export type DatabaseConfig = { kind: 'postgres'; url: string; poolSize: number } | { kind: 'embedded'; dataDir: string };

/** PostgreSQL when DATABASE_URL is set; otherwise the embedded database under DATA_DIR. */
export const databaseEnvironment = {
  DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
};

export function selectDatabaseConfig(env: z.output<z.ZodObject<typeof databaseEnvironment>> & { DATA_DIR: string }): DatabaseConfig {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE } : { kind: 'embedded', dataDir: env.DATA_DIR };
}
