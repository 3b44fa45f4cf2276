import { BarChart3, FileText, Link2, Search, TrendingUp, type LucideIcon } from 'lucide-react';

export interface ToolInfo {
  path: string;
  /** Short name used on the dashboard. */
  name: string;
  /** Name used on the landing page's "Advanced SEO Tools" cards (spec §2). */
  longName: string;
  summary: string;
  /** For a tool still being built: what it will do, shown on its "being built" page. */
  plannedFeatures?: string[];
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

export const KEYWORD_TRACKING: ToolInfo = {
  path: '/keyword-tracking',
  name: 'Keyword Tracking',
  longName: 'Keyword Tracking',
  summary: 'Follow where your domain and your competitors rank for the keywords that matter.',
  plannedFeatures: [
    'Tracks the ranking positions of your domain and competitor domains for a keyword list.',
    'Runs on an automated daily, weekly or monthly schedule, or on demand.',
    'Shows the latest results and the average rank per company.',
    'Charts ranking over time, one line per company.',
  ],
  icon: TrendingUp,
  signInRequired: true,
};

export const SEO_ANALYSIS: ToolInfo = {
  path: '/seo-analysis',
  name: 'SEO Analysis',
  longName: 'Advanced SEO Analysis (SERP, URL insights, backlinks, traffic)',
  summary: 'Inspect search results, dig into any URL and check where competitors appear.',
  plannedFeatures: [
    'SERP analysis: the ranked results for a query, filtered by location, language, country and date.',
    'URL analysis: the keywords a page ranks for, with traffic, position, organic keywords and organic traffic.',
    'Competitor analysis: whether a domain appears in the top results for a query, and where.',
  ],
  icon: Search,
  signInRequired: true,
};

export const DOMAIN_BACKLINKS: ToolInfo = {
  path: '/domain-backlinks',
  name: 'Domain Backlinks',
  longName: 'Domain Backlinks Analysis',
  summary: 'See who links to a domain and with which anchor text.',
  plannedFeatures: [
    'Lists the backlinks pointing at a domain: source page, target page and anchor text.',
    'Optionally keeps only one link per unique referring domain.',
    'Lets you choose how many results to fetch.',
  ],
  icon: Link2,
  signInRequired: true,
};

export const DOMAIN_TRAFFIC: ToolInfo = {
  path: '/domain-traffic',
  name: 'Domain Traffic',
  longName: 'Domain Traffic Analysis',
  summary: 'Estimate monthly organic traffic for several domains side by side.',
  plannedFeatures: [
    'Takes a comma-separated list of domains and compares them in one table.',
    'Estimates monthly traffic and counts ranking keywords for each domain.',
    'Narrows the estimate to one country or looks at global traffic.',
  ],
  icon: BarChart3,
  signInRequired: true,
};

/** The four SEO cards of the dashboard, in the spec's order. */
export const DASHBOARD_TOOLS: ToolInfo[] = [KEYWORD_TRACKING, SEO_ANALYSIS, DOMAIN_BACKLINKS, DOMAIN_TRAFFIC];

/** The landing page's "Advanced SEO Tools" cards, in the spec's order. */
export const ADVANCED_SEO_TOOLS: ToolInfo[] = [DOMAIN_TRAFFIC, DOMAIN_BACKLINKS, SEO_ANALYSIS, KEYWORD_TRACKING];
