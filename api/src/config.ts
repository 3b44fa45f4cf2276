import { z } from 'zod';
import { databaseEnvironment, selectDatabaseConfig, type DatabaseConfig } from './db/database.config';
import { contentEnvironment, selectContentConfig, type ContentConfig } from './modules/content/content.config';
import { checkWriterSettings, selectWriterConfig, writerEnvironment, type WriterConfig } from './modules/articles/writer/writer.config';
import { emailEnvironment, selectEmailConfig, type EmailConfig } from './modules/email/email.config';
import { authEnvironment, checkAuthSettings, selectAuthConfig, type AuthConfig } from './modules/auth/auth.config';
import { billingEnvironment, checkBillingSettings, selectStripeConfig, type StripeConfig } from './modules/billing/billing.config';
import { jobsEnvironment, selectJobsConfig, selectTemporalConfig, temporalEnvironment, type JobsConfig, type TemporalConfig } from './modules/jobs/jobs.config';
import { reportsEnvironment, selectReportsConfig, type ReportsConfig } from './modules/reports/reports.config';
import { checkResearchCredentials, researchEnvironment, selectResearchConfig, type ResearchConfig } from './modules/seo/research/research.config';
import { checkSerpCredentials, selectSerpConfig, serpEnvironment, type SerpConfig } from './modules/seo/serp/serp.config';
import { selectTrackerConfig, trackerEnvironment, type TrackerConfig } from './modules/tracker/tracker.config';
import { selectServerConfig, serverEnvironment, type ServerConfig } from './server/server.config';
import { aiAnswersEnvironment, checkAiAnswersSettings, selectAiAnswersConfig, type AiAnswersConfig } from './modules/ai-visibility/engines/ai-answers.config';
import { selectWebhooksConfig, webhooksEnvironment, type WebhooksConfig } from './modules/webhooks/webhooks.config';
import { checkSearchConsoleSettings, searchConsoleEnvironment, selectSearchConsoleConfig, type SearchConsoleConfig } from './modules/search-console/providers/search-console.config';
import { mcpEnvironment, selectMcpConfig, type McpConfig } from './mcp/mcp.config';

/** Every section's variables, each declared next to the code it configures, parsed together. */
const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATA_DIR: z.string().default('./data'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ...serverEnvironment,
    ...databaseEnvironment,
    ...authEnvironment,
    ...temporalEnvironment,
    ...jobsEnvironment,
    ...trackerEnvironment,
    ...serpEnvironment,
    ...researchEnvironment,
    ...writerEnvironment,
    ...billingEnvironment,
    ...emailEnvironment,
    ...contentEnvironment,
    ...webhooksEnvironment,
    ...reportsEnvironment,
    ...aiAnswersEnvironment,
    ...searchConsoleEnvironment,
    ...mcpEnvironment,
  })
  .superRefine(checkSerpCredentials)
  .superRefine(checkResearchCredentials)
  .superRefine(checkWriterSettings)
  .superRefine(checkBillingSettings)
  .superRefine(checkAuthSettings)
  .superRefine(checkAiAnswersSettings)
  .superRefine(checkSearchConsoleSettings);

export interface AppConfig extends ServerConfig, AuthConfig, TrackerConfig, JobsConfig, McpConfig {
  env: 'development' | 'production' | 'test';
  dataDir: string;
  database: DatabaseConfig;
  temporal?: TemporalConfig;
  logLevel: string;
  /** Where SERP (organic results) data comes from; see modules/seo/serp. */
  serp: SerpConfig;
  /** Steps (batches of keywords) of one tracker run checked at the same time, by any workers. */
  trackerRunConcurrency: number;
  /** Which language model writes articles; see modules/articles/writer. */
  writer: WriterConfig;
  /** Where keyword, traffic and backlink data comes from; see modules/seo/research. */
  research: ResearchConfig;
  /** Unset: sandbox billing (no money moves). */
  stripe?: StripeConfig;
  /** SMTP, or the sandbox outbox when SMTP_URL is unset; see modules/email. */
  email: EmailConfig;
  /** How content briefs read the pages that rank; see modules/content. */
  content: ContentConfig;
  /** Delivery of webhook events; see modules/webhooks. */
  webhooks: WebhooksConfig;
  /** The Chromium that prints report PDFs; see modules/reports. */
  reports: ReportsConfig;
  /** Which engines answer AI-visibility prompts; see modules/ai-visibility/engines. */
  aiAnswers: AiAnswersConfig;
  /** Where a site's own search figures come from (Google, Bing, or the sandbox); see modules/search-console/providers. */
  searchConsole: SearchConsoleConfig;
}

export class ConfigError extends Error {}

/** Parses and validates the environment once; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    ...selectServerConfig(e),
    database: selectDatabaseConfig(e),
    ...selectAuthConfig(e),
    temporal: selectTemporalConfig(e),
    ...selectJobsConfig(e),
    ...selectTrackerConfig(e),
    serp: selectSerpConfig(e),
    trackerRunConcurrency: e.TRACKER_RUN_CONCURRENCY,
    writer: selectWriterConfig(e),
    research: selectResearchConfig(e),
    stripe: selectStripeConfig(e),
    email: selectEmailConfig(e),
    content: selectContentConfig(e, selectSerpConfig(e).provider),
    webhooks: selectWebhooksConfig(e),
    reports: selectReportsConfig(e),
    aiAnswers: selectAiAnswersConfig(e),
    searchConsole: selectSearchConsoleConfig(e),
    ...selectMcpConfig(e),
  };
}
