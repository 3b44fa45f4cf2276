/** What the SEO module (research, SERP lookups, bulk research) tells its callers; bulk research's own wording is in research/bulk-keywords.ts. */
export const seoMessages = {
  savedAnalysisNotFound: 'Saved analysis not found.',
  emptySearchQuery: 'Please enter a search query',
  resultsDepthNotAllowed: (depths: readonly number[]) => `The number of results must be one of ${depths.join(', ')}.`,
  resultsPageOutOfRange: (maxPage: number) => `The results page must be between 1 and ${maxPage}.`,
  featureNotInPlan: (feature: string, planName: string, plansWithIt: string[]) =>
    `${feature} is not included in the ${planName} plan. Upgrade to ${plansWithIt.join(' or ')} to use it.`,
  /** A bulk research job step whose research was deleted. */
  bulkResearchDeleted: 'The bulk keyword research was deleted.',
} as const;
