/** What the tracker module tells its callers. */
export const trackerMessages = {
  instanceNotFound: 'Tracking instance not found.',
  notInPlan: 'Keyword ranking tracking is not included in the Free plan. Upgrade to Pro or Agency to track rankings.',
  runInProgress: 'A run is in progress. Change keywords, competitors or search settings once it has finished (or cancel it).',
  atLeastOneKeyword: 'An instance needs at least one keyword.',
  keywordNotTracked: 'This keyword is not tracked by the instance.',
  noPagesForRun: 'No results pages are stored for that run.',
  keywordNotCheckedInRun: 'This keyword was not checked in that run.',
  noPageForKeywordYet: 'No results page is stored for this keyword yet.',
  compareRunNotEarlier: 'Choose an earlier run of this instance to compare with.',
  /** A job step whose instance was deleted while it ran. */
  instanceDeleted: 'The tracking instance was deleted.',
  keywordLimit: (allowed: number) => `Track at most ${allowed.toLocaleString('en-US')} keywords per instance on your plan.`,
  keywordsOutOfRange: (max: number) => `Keywords must be a whole number from 0 to ${max}.`,
  devicesOutOfRange: (max: number) => `Devices must be a whole number from 1 to ${max}.`,
  tooManyActiveRuns: (limit: number) => `You already have ${limit} runs in progress. Please wait for one to finish.`,
  /** A run that ends with searches unchecked; `failure` is the last vendor error's message, if any. */
  keywordsNotChecked: (unchecked: number, total: number, failure: string | undefined) =>
    `${unchecked} of ${total} keywords could not be checked${failure ? `: ${failure}` : '.'}`,
  serpLate: (provider: string) => `${provider} did not deliver the results in time.`,
  searchesStillQueued: (count: number) => `Still waiting for ${count} queued searches.`,
  keywordToEditNotTracked: 'This instance does not track that keyword.',
  runCostChanged: (quoted: number, now: number) => `This run would cost ${now} tracking credits, not the ${quoted} quoted: it was not started.`,
} as const;
