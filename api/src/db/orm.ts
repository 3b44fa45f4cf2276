import { readdirSync } from 'node:fs';
import path from 'node:path';
import { MikroORM, type IMigrator, type Options } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { DatabaseConfig } from './database.config';
import { AppSetting } from '../modules/auth/app-setting.entity';
import { ArticleDraft } from '../modules/articles/article-draft.entity';
import { Article } from '../modules/articles/article.entity';
import { ApiToken } from '../modules/auth/api-token.entity';
import { User } from '../modules/auth/user.entity';
import { Workspace, WorkspaceMember } from '../modules/auth/workspace.entity';
import { WorkspaceInvitation } from '../modules/workspaces/workspace-invitation.entity';
import { WorkspaceClient } from '../modules/workspaces/workspace-client.entity';
import { Subscription } from '../modules/billing/subscription.entity';
import { ContentBrief, ContentBriefPage } from '../modules/content/content-brief.entity';
import { BulkKeywordResearch } from '../modules/seo/research/bulk-research.entity';
import { Customer } from '../modules/customers/customer.entity';
import { Job } from '../modules/jobs/job.entity';
import { SavedSerpAnalysis } from '../modules/seo/research/saved-serp-analysis.entity';
import { TrackingInstance } from '../modules/tracker/tracking-instance.entity';
import { TrackingRun } from '../modules/tracker/tracking-run.entity';
import { runOrmAsyncContextOnlyWhileUsed } from './orm-async-context';
import { EMBEDDED_POOL_SIZE, startEmbeddedDatabase, type EmbeddedDatabase } from './embedded-database';
import { OutboxAttachment, OutboxEmail } from '../modules/email/outbox-email.entity';
import { AlertRule } from '../modules/alerts/alert-rule.entity';
import { Notification } from '../modules/alerts/notification.entity';
import { WebhookDelivery, WebhookDeliveryAttempt } from '../modules/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity';
import { WebhookEvent } from '../modules/webhooks/webhook-event.entity';
import { BrandKit } from '../modules/reports/brand-kit.entity';
import { ReportDelivery } from '../modules/reports/report-delivery.entity';
import { ReportRender } from '../modules/reports/report-render.entity';
import { AiVisibilityProject } from '../modules/ai-visibility/ai-visibility-project.entity';
import { AiVisibilityRun } from '../modules/ai-visibility/ai-visibility-run.entity';
import { SearchConsoleConnection, SearchConsoleProperty } from '../modules/search-console/search-console.entities';
import { Report, ReportShareLink, ReportShareLinkOpen } from '../modules/reports/report.entity';

export const entities = [User, Workspace, WorkspaceMember, WorkspaceInvitation, WorkspaceClient, AppSetting, Customer, Job, TrackingInstance, TrackingRun, SavedSerpAnalysis, Article, ArticleDraft, Subscription, ApiToken, OutboxEmail, OutboxAttachment, ContentBrief, ContentBriefPage, AlertRule, Notification, WebhookEndpoint, WebhookEvent, WebhookDelivery, WebhookDeliveryAttempt, Report, ReportShareLink, ReportShareLinkOpen, BrandKit, ReportDelivery, BulkKeywordResearch, ReportRender, AiVisibilityProject, AiVisibilityRun, SearchConsoleConnection, SearchConsoleProperty];

export interface Database {
  orm: MikroORM;
  mode: DatabaseConfig['kind'];
  /**
   * Whether the database answers: PostgreSQL runs a query; the embedded database is asked whether
   * PGlite is running, since a query would wait behind any statement running there.
   */
  isUp(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Time limits of every database call, so that no request waits for ever on the database: a call
 * waits at most CONNECTION_WAIT_MS for a pool connection and QUERY_TIMEOUT_MS for its answer (on
 * embedded PGlite that includes waiting for its turn). The database stops a statement itself
 * before the client gives up: PostgreSQL, and the embedded database by restarting PGlite's worker
 * thread (PGlite cannot interrupt a statement). PostgreSQL ends a transaction left idle; on the
 * embedded database the wire server does (EMBEDDED_IDLE_IN_TRANSACTION_TIMEOUT_MS).
 */
export const CONNECTION_WAIT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 10_000;
export const QUERY_TIMEOUT_MS = 30_000;
export const STATEMENT_TIMEOUT_MS = 25_000;
const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/** Migrations may rewrite large tables; they only have to end at some point. */
const MIGRATION_QUERY_TIMEOUT_MS = 30 * 60_000;

function driverOptions(kind: DatabaseConfig['kind'], phase: 'migrations' | 'app', embedded?: EmbeddedDatabase): Options['driverOptions'] {
  const app = phase === 'app';
  return {
    acquireConnectionTimeout: CONNECTION_WAIT_MS,
    connection: {
      // The embedded database's connections stay in memory: the unix socket's system calls and wake-ups
      // were about a quarter of a small statement's CPU (0.5 -> 0.4 ms measured on a loaded machine).
      ...(embedded ? { stream: () => embedded.connectInMemory() } : {}),
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: app ? QUERY_TIMEOUT_MS : MIGRATION_QUERY_TIMEOUT_MS,
      ...(app ? { statement_timeout: STATEMENT_TIMEOUT_MS } : {}),
      ...(kind === 'postgres' && app ? { idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS } : {}),
    },
  };
}

const MIGRATIONS_TABLE = 'mikro_orm_migrations';
/** Where the migrations are (.ts in tests, .js in the build); each file is named after its migration. */
const MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_FILE = /^(Migration\w+)\.(?:js|ts)$/;

/**
 * The ORM's migrator, with the app's migrations. They and the migrator (umzug and its dependencies,
 * ~10 MB) are loaded on first use: an app whose database is up to date never needs them.
 */
export async function migratorOf(orm: MikroORM): Promise<IMigrator> {
  const options = orm.config.get('migrations');
  options.migrationsList ??= (await import('./migrations/index.js')).migrationsList;
  // Registered here, not found by MikroORM's own lookup: that resolves the package from the process's
  // working directory, which need not be the app's.
  (await import('@mikro-orm/migrations')).Migrator.register(orm);
  return orm.getMigrator();
}

/**
 * Whether some migration of the app has not run on this database, in one query: every migration file's
 * name must be in the migrations table. (A file missing from the list in migrations/index.ts only makes
 * this true, and the migrator then finds nothing to do.)
 */
async function isBehind(orm: MikroORM): Promise<boolean> {
  const names = readdirSync(MIGRATIONS_DIR).flatMap((file) => MIGRATION_FILE.exec(file)?.[1] ?? []);
  let executed: Array<{ name: string }>;
  try {
    executed = await orm.em.getConnection().execute(`select name from ${MIGRATIONS_TABLE}`);
  } catch {
    return true; // a new database: no migrations table yet
  }
  const done = new Set(executed.map((row) => row.name));
  return names.some((name) => !done.has(name));
}

function ormOptions(connection: Partial<Options>): Options {
  return {
    ...connection,
    entities,
    // No migrator here: it (umzug and its dependencies) and the migrations are loaded by migratorOf,
    // only when the database is behind (see openDatabase).
    migrations: { tableName: MIGRATIONS_TABLE, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    allowGlobalContext: false,
    debug: false,
    // Our error mapping decides what a caller sees; keep MikroORM quiet about discovery.
    discovery: { warnWhenNoEntities: false },
  };
}

/**
 * Opens the configured database and applies pending migrations. `logger`: where the embedded
 * database's autovacuum reports a pass that failed.
 */
export async function openDatabase(config: DatabaseConfig, logger?: Pick<Logger, 'warn'>): Promise<Database> {
  let embedded: EmbeddedDatabase | undefined;
  let connection: Partial<Options>;
  if (config.kind === 'postgres') {
    connection = { clientUrl: config.url, pool: { min: 0, max: config.poolSize } };
  } else {
    embedded = await startEmbeddedDatabase(config.dataDir, { onAutovacuumError: (err) => logger?.warn({ err }, 'an autovacuum pass of the embedded database failed') });
    connection = { ...embedded.connection, pool: { min: 0, max: EMBEDDED_POOL_SIZE } };
  }

  try {
    const orm = await MikroORM.init(ormOptions({ ...connection, driverOptions: driverOptions(config.kind, 'migrations', embedded) }));
    await runOrmAsyncContextOnlyWhileUsed(orm);
    if (await isBehind(orm)) await (await migratorOf(orm)).up();
    // The app's own calls get the short limits: new connections, made with them.
    await orm.reconnect({ driverOptions: driverOptions(config.kind, 'app', embedded) });
    return {
      orm,
      mode: config.kind,
      async isUp() {
        if (embedded) return embedded.running;
        return orm.em
          .fork()
          .getConnection()
          .execute('select 1')
          .then(() => true)
          .catch(() => false);
      },
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
