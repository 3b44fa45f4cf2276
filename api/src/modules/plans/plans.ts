/** The one place plans, prices and limits are defined; checks and the pricing page read from here. */
export type PlanId = 1 | 2 | 3;

export interface Plan {
  id: PlanId;
  name: string;
  tier: 'free' | 'pro' | 'agency';
  pricePerMonth: number;
  description: string;
  features: string[];
  limitations: string[];
  mostPopular: boolean;
  trialDays: number;
  limits: {
    keywordsPerGeneration: number;
    /** null means unlimited */
    monthlyKeywordSearches: number | null;
    tracking: boolean;
    /** Keyword checks a month: one per keyword per tracker run. */
    monthlyTrackingCredits: number;
    /** AI articles a month; null means unlimited. */
    monthlyArticles: number | null;
    backlinks: boolean;
    competitorAnalysis: boolean;
    /** Alert rules with the in-app inbox and email. */
    alerts: boolean;
    /** Webhook endpoints ("Custom integrations"). */
    webhooks: boolean;
    /** Client reports with Rankcraft branding and share links ("Custom reporting"). */
    reports: boolean;
    /** The agency's own brand kit on reports ("White-label options"). */
    brandKit: boolean;
    /** Reports emailed on a schedule. */
    scheduledReports: boolean;
    /** Content briefs a month; null means unlimited. */
    monthlyContentBriefs: number | null;
    /** AI answers a month (AI visibility): one per prompt, surface and sample of a run; 0: not included. */
    monthlyAiAnswers: number;
    /** Prompts one AI visibility project may hold. */
    aiPromptsPerProject: number;
    /** Keywords one tracking instance may hold. */
    keywordsPerInstance: number;
    /** Keywords one bulk keyword research job may ask about (one keyword search credit each); 0: not included. */
    bulkKeywordsPerJob: number;
    /** Members of a workspace on this plan (its owner included), invitations not yet accepted counted. */
    seats: number;
    /** Client viewers (and invitations of them) take no seat. */
    clientViewersFree: boolean;
  };
}

export const FREE_PLAN_ID: PlanId = 1;
const TRIAL_DAYS = 14;

export const plans: readonly Plan[] = [
  {
    id: 1,
    name: 'Free',
    tier: 'free',
    pricePerMonth: 0,
    description: 'Try AI keyword research and article generation.',
    features: ['10 keywords per generation', '100 keyword searches a month', '10 AI articles a month', 'Keyword research', '1 seat'],
    limitations: ['No keyword ranking tracking', 'No backlink analysis', 'No competitor analysis'],
    mostPopular: false,
    trialDays: 0,
    limits: {
      keywordsPerGeneration: 10,
      monthlyKeywordSearches: 100,
      tracking: false,
      monthlyTrackingCredits: 0,
      monthlyArticles: 10,
      backlinks: false,
      competitorAnalysis: false,
      alerts: false,
      webhooks: false,
      reports: false,
      brandKit: false,
      scheduledReports: false,
      monthlyContentBriefs: 3,
      monthlyAiAnswers: 0,
      aiPromptsPerProject: 10,
      keywordsPerInstance: 200,
      bulkKeywordsPerJob: 0,
      seats: 1,
      clientViewersFree: false,
    },
  },
  {
    id: 2,
    name: 'Pro',
    tier: 'pro',
    pricePerMonth: 29,
    description: 'For site owners and marketers who grow organic traffic every week.',
    features: [
      '50 keywords per generation',
      '1,000 keyword searches a month',
      'Unlimited articles',
      'Keyword ranking tracking: 1,000 keywords per instance, desktop and mobile',
      '62,000 tracking checks a month (1,000 keywords on both devices, daily)',
      'Backlink analysis',
      'Competitor analysis',
      'Bulk operations',
      'Priority support',
      '3 seats: invite your team into a workspace',
      'AI visibility: 9,300 AI answers a month (100 prompts asked daily, 3 samples each)',
    ],
    limitations: [],
    mostPopular: true,
    trialDays: TRIAL_DAYS,
    limits: {
      keywordsPerGeneration: 50,
      monthlyKeywordSearches: 1000,
      tracking: true,
      // 1,000 keywords x 2 devices x 31 daily runs.
      monthlyTrackingCredits: 62_000,
      monthlyArticles: null,
      backlinks: true,
      competitorAnalysis: true,
      alerts: true,
      webhooks: false,
      reports: true,
      brandKit: false,
      scheduledReports: false,
      monthlyContentBriefs: 100,
      // A daily project of 100 prompts on one surface at the default 3 samples: 100 x 3 x 31 (or 3 surfaces at 1 sample).
      monthlyAiAnswers: 9_300,
      aiPromptsPerProject: 100,
      keywordsPerInstance: 1000,
      bulkKeywordsPerJob: 1000,
      seats: 3,
      clientViewersFree: false,
    },
  },
  {
    id: 3,
    name: 'Agency',
    tier: 'agency',
    pricePerMonth: 99,
    description: 'For agencies running SEO for many clients.',
    features: [
      '100 keywords per generation',
      'Unlimited keyword searches',
      'Everything in Pro',
      'Keyword ranking tracking: 10,000 keywords per instance, desktop and mobile',
      '620,000 tracking checks a month (10,000 keywords on both devices, daily)',
      'Custom integrations',
      'Dedicated account manager',
      'White-label options',
      'API access',
      'Custom reporting',
      '24/7 phone support',
      '10 seats: invite your team into a workspace',
      'Unlimited client viewers: each client sees their own projects, read-only',
      'AI visibility: 93,000 AI answers a month (1,000 prompts asked daily, 3 samples each)',
    ],
    limitations: [],
    mostPopular: false,
    trialDays: TRIAL_DAYS,
    limits: {
      keywordsPerGeneration: 100,
      monthlyKeywordSearches: null,
      tracking: true,
      // 10,000 keywords x 2 devices x 31 daily runs.
      monthlyTrackingCredits: 620_000,
      monthlyArticles: null,
      backlinks: true,
      competitorAnalysis: true,
      alerts: true,
      webhooks: true,
      reports: true,
      brandKit: true,
      scheduledReports: true,
      monthlyContentBriefs: 500,
      // A daily project of 1,000 prompts on one surface at the default 3 samples: 1,000 x 3 x 31.
      monthlyAiAnswers: 93_000,
      aiPromptsPerProject: 1000,
      keywordsPerInstance: 10_000,
      bulkKeywordsPerJob: 10_000,
      seats: 10,
      clientViewersFree: true,
    },
  },
];

export function getPlanOrThrow(id: number): Plan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan id ${id}`);
  return plan;
}
