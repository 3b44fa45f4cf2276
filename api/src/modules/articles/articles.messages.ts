/** What the articles module tells its callers. */
export const articlesMessages = {
  noKeywordSuggested: 'No keyword returned',
  notFound: 'Article not found.',
  tooManyKeywords: (planName: string, limit: number) => `The ${planName} plan generates up to ${limit} articles at a time.`,
  tooManyActiveJobs: (limit: number) => `You already have ${limit} article jobs in progress. Wait for one to finish or cancel it.`,
  /** A job step that finds no draft at its position. */
  noDraft: (index: number) => `The job has no article ${index}.`,
} as const;
