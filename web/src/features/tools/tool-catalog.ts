import { BarChart3, Gauge, Bell, Bot, ClipboardList, ListChecks, FileBarChart, FileText, Link2, Mailbox, Search, TrendingUp, Webhook, type LucideIcon } from 'lucide-react';

export interface ToolInfo {
  path: string;
  /** Short name used on the dashboard. */
  name: string;
  /** Name used on the landing page's "Advanced SEO Tools" cards (spec §2). */
  longName: string;
  summary: string;
  icon: LucideIcon;
  signInRequired: boolean;
}

export const CONTENT_GENERATOR: ToolInfo = {
  path: '/content-generator',
  name: 'Content Generation',
  longName: 'AI Content Generator',
  summary: 'Find the keywords worth writing about and let AI draft SEO articles for them.',
  icon: FileText,
  signInRequired: false,
};

export const CONTENT_BRIEF: ToolInfo = {
  path: '/content-brief',
  name: 'Content Brief',
  longName: 'Content Brief',
  summary: 'Read the pages that rank for a keyword: the length, terms and headings a text needs to compete.',
  icon: ClipboardList,
  signInRequired: true,
};

export const KEYWORD_TRACKING: ToolInfo = {
  path: '/keyword-tracking',
  name: 'Keyword Tracking',
  longName: 'Keyword Tracking',
  summary: 'Follow where your domain and your competitors rank for the keywords that matter.',
  icon: TrendingUp,
  signInRequired: true,
};

export const SEO_ANALYSIS: ToolInfo = {
  path: '/seo-analysis',
  name: 'SEO Analysis',
  longName: 'Advanced SEO Analysis (SERP, URL insights, backlinks, traffic)',
  summary: 'Inspect search results, see the keywords and traffic of any URL, and check where competitors rank.',
  icon: Search,
  signInRequired: true,
};

export const BULK_KEYWORD_RESEARCH: ToolInfo = {
  path: '/keyword-research/bulk',
  name: 'Bulk Keyword Research',
  longName: 'Bulk Keyword Research',
  summary: 'Search volume, CPC and competition for up to 10,000 keywords at once, as a CSV.',
  icon: ListChecks,
  signInRequired: true,
};

export const DOMAIN_BACKLINKS: ToolInfo = {
  path: '/domain-backlinks',
  name: 'Domain Backlinks',
  longName: 'Domain Backlinks Analysis',
  summary: 'See who links to a domain and with which anchor text.',
  icon: Link2,
  signInRequired: true,
};

export const DOMAIN_TRAFFIC: ToolInfo = {
  path: '/domain-traffic',
  name: 'Domain Traffic',
  longName: 'Domain Traffic Analysis',
  summary: 'Estimate monthly organic traffic for several domains side by side.',
  icon: BarChart3,
  signInRequired: true,
};

export const CLIENT_REPORTS: ToolInfo = {
  path: '/reports',
  name: 'Client Reports',
  longName: 'Client Reports',
  summary: 'Build branded reports for your clients: a PDF, a share link and scheduled emails.',
  icon: FileBarChart,
  signInRequired: true,
};

export const WEBHOOKS: ToolInfo = {
  path: '/developer/webhooks',
  name: 'Webhooks',
  longName: 'Webhooks',
  summary: 'Send tracker runs, alerts, articles and reports to your own systems as signed events.',
  icon: Webhook,
  signInRequired: true,
};

export const AI_VISIBILITY: ToolInfo = {
  path: '/ai-visibility',
  name: 'AI Visibility',
  longName: 'AI Visibility',
  summary: 'Where your brand stands in AI answers (ChatGPT, Perplexity, Google AI Overviews…), with how sure each figure is.',
  icon: Bot,
  signInRequired: true,
};

export const SEARCH_CONSOLE: ToolInfo = {
  path: '/search-console',
  name: 'Search Console',
  longName: 'Search Console',
  summary: "Your site's own clicks, impressions and positions from Google Search Console and Bing, and the queries worth tracking.",
  icon: Gauge,
  signInRequired: true,
};

export const INBOX: ToolInfo = {
  path: '/notifications',
  name: 'Inbox',
  longName: 'Inbox',
  summary: 'The alerts your tracking rules raised after each run, newest first.',
  icon: Bell,
  signInRequired: true,
};

export const SANDBOX_OUTBOX: ToolInfo = {
  path: '/sandbox-outbox',
  name: 'Sandbox outbox',
  longName: 'Sandbox outbox',
  summary: 'No email server is set up: the alerts, digests and reports the app would have emailed land here.',
  icon: Mailbox,
  signInRequired: true,
};

/** The dashboard's cards for work in bulk, AI visibility, and what the app has sent you; the sandbox outbox only while email runs on it. */
export const dashboardWorkTools = (sandboxOutbox: boolean): ToolInfo[] => [BULK_KEYWORD_RESEARCH, AI_VISIBILITY, SEARCH_CONSOLE, INBOX, ...(sandboxOutbox ? [SANDBOX_OUTBOX] : [])];

/** The dashboard's cards for agency work: reports for clients and integrations. */
export const CLIENT_WORK_TOOLS: ToolInfo[] = [CLIENT_REPORTS, WEBHOOKS];

/** The four SEO cards of the dashboard, in the spec's order. */
export const DASHBOARD_TOOLS: ToolInfo[] = [KEYWORD_TRACKING, SEO_ANALYSIS, DOMAIN_BACKLINKS, DOMAIN_TRAFFIC];

/** The landing page's "Advanced SEO Tools" cards, in the spec's order. */
export const ADVANCED_SEO_TOOLS: ToolInfo[] = [DOMAIN_TRAFFIC, DOMAIN_BACKLINKS, SEO_ANALYSIS, KEYWORD_TRACKING];
