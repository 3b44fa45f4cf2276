import { Building2, Globe, KeyRound, type LucideIcon } from 'lucide-react';

export type ArticleFlowId = 'business' | 'domain' | 'keyword';

export interface ArticleFlow {
  id: ArticleFlowId;
  title: string;
  description: string;
  icon: LucideIcon;
}

export const ARTICLE_FLOWS: ArticleFlow[] = [
  {
    id: 'business',
    title: 'Optimize My Business / Niche',
    description: 'Describe what you do and get keyword ideas your customers search for.',
    icon: Building2,
  },
  {
    id: 'domain',
    title: 'Analyze a Competitor Domain',
    description: 'Enter a competitor’s domain and discover the keywords it ranks for.',
    icon: Globe,
  },
  {
    id: 'keyword',
    title: 'Expand a Seed Keyword',
    description: 'Start from one or more seed keywords and grow them into a keyword list.',
    icon: KeyRound,
  },
];

export function findArticleFlow(id: string | null): ArticleFlow | undefined {
  return ARTICLE_FLOWS.find((flow) => flow.id === id);
}
