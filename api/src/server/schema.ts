import { ContentResolver } from '../modules/content/content.resolver';
import { createPubSub } from '@graphql-yoga/subscription';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { AdminResolver } from '../modules/admin/admin.resolver';
import { ArticleResolver } from '../modules/articles/article.resolver';
import { ApiTokenResolver } from '../modules/auth/api-token.resolver';
import { AuthResolver } from '../modules/auth/auth.resolver';
import { UserResolver } from '../modules/auth/user.resolver';
import { BillingResolver } from '../modules/billing/billing.resolver';
import { CreditsResolver } from '../modules/billing/credits.resolver';
import { PlanResolver } from '../modules/billing/plan.resolver';
import { CustomerResolver } from '../modules/customers/customer.resolver';
import { WorkspaceResolver } from '../modules/workspaces/workspace.resolver';
import { WorkspaceClientResolver } from '../modules/workspaces/workspace-client.resolver';
import { OutboxResolver } from '../modules/email/outbox.resolver';
import { AlertsResolver } from '../modules/alerts/alerts.resolver';
import { JobResolver } from '../modules/jobs/job.resolver';
import { ReportResolver } from '../modules/reports/report.resolver';
import { ResearchResolver } from '../modules/seo/research/research.resolver';
import { BulkResearchResolver } from '../modules/seo/research/bulk-research.resolver';
import { TrackerResolver } from '../modules/tracker/tracker.resolver';
import { AiVisibilityResolver } from '../modules/ai-visibility/ai-visibility.resolver';
import { AiVisibilityPromptsResolver } from '../modules/ai-visibility/ai-visibility-prompts.resolver';
import { AiVisibilitySeriesResolver } from '../modules/ai-visibility/ai-visibility-series.resolver';
import { SearchConsoleResolver } from '../modules/search-console/search-console.resolver';
import { TrackerVisibilityResolver } from '../modules/tracker/tracker-visibility.resolver';
import { TrackerReportRowsResolver } from '../modules/tracker/tracker-report-rows.resolver';
import { TrackingKeywordsResolver } from '../modules/tracker/tracking-keywords.resolver';
import { TrackingInstanceKeywordsResolver } from '../modules/tracker/tracking-instance-keywords.resolver';
import { WebhookDeliveryResolver, WebhookResolver } from '../modules/webhooks/webhook.resolver';

export const resolvers = [AuthResolver, UserResolver, AdminResolver, CustomerResolver, PlanResolver, CreditsResolver, BillingResolver, ApiTokenResolver, WorkspaceResolver, WorkspaceClientResolver, JobResolver, TrackerResolver, TrackerVisibilityResolver, TrackerReportRowsResolver, TrackingKeywordsResolver, TrackingInstanceKeywordsResolver, ResearchResolver, BulkResearchResolver, ArticleResolver, OutboxResolver, ContentResolver, AlertsResolver, WebhookResolver, WebhookDeliveryResolver, ReportResolver, AiVisibilityResolver, AiVisibilityPromptsResolver, AiVisibilitySeriesResolver, SearchConsoleResolver] as const;

export function buildAppSchema(): Promise<GraphQLSchema> {
  // Input is validated by the services (zod), once for GraphQL and REST alike. Subscriptions bring
  // their own event source (JobEvents, after an ownership check); type-graphql still demands a pubSub.
  return buildSchema({ resolvers, validate: false, pubSub: createPubSub() });
}
