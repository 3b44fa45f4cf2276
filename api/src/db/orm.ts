import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import type { DatabaseConfig } from '../config';
import { AppSetting } from '../modules/admin/app-setting.entity';
import { ArticleDraft } from '../modules/articles/article-draft.entity';
import { Article } from '../modules/articles/article.entity';
import { ApiToken } from '../modules/auth/api-token.entity';
import { User } from '../modules/auth/user.entity';
import { Subscription } from '../modules/billing/subscription.entity';
import { Customer } from '../modules/customers/customer.entity';
import { Job } from '../modules/jobs/job.entity';
import { SavedSerpAnalysis } from '../modules/seo/research/saved-serp-analysis.entity';
import { TrackingInstance } from '../modules/tracker/tracking-instance.entity';
import { TrackingRun } from '../modules/tracker/tracking-run.entity';
import { EMBEDDED_POOL_SIZE, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';
import { migrationsList } from './migrations';

export const entities = [User, AppSetting, Customer, Job, TrackingInstance, TrackingRun, SavedSerpAnalysis, Article, ArticleDraft, Subscription, ApiToken];

export interface Database {
  orm: MikroORM;
  mode: DatabaseConfig['kind'];
  close(): Promise<void>;
}

function ormOptions(connection: Partial<Options>): Options {
  return {
    ...connection,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    debug: false,
    // Our error mapping decides what a caller sees; keep MikroORM quiet about discovery.
    discovery: { warnWhenNoEntities: false },
  };
}

/** Opens the configured database and applies pending migrations. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let connection: Partial<Options>;
  if (config.kind === 'postgres') {
    connection = { clientUrl: config.url, pool: { min: 0, max: config.poolSize } };
  } else {
    embedded = await startEmbeddedDatabase(config.dataDir);
    connection = { ...embedded.connection, pool: { min: 0, max: EMBEDDED_POOL_SIZE } };
  }

  try {
    const orm = await MikroORM.init(ormOptions(connection));
    await orm.getMigrator().up();
    return {
      orm,
      mode: config.kind,
      async close() {
        await orm.close(true);
        await embedded?.close();
      },
    };
  } catch (error) {
    await embedded?.close();
    throw error;
  }
}
