/** What the reports module tells its callers. */
export const reportsMessages = {
  reportNotFound: 'Report not found.',
  notBuiltYet: 'This report has not been built yet.',
  savedAnalysisNotFound: 'Saved analysis not found.',
  aiProjectOfAnotherClient: 'This AI visibility project is not grouped under the report’s client: a client’s report shows only its own projects.',
  searchConsoleInstanceOfAnotherClient: 'This tracking instance is not grouped under the report’s client: a client’s report shows Search Console data of its own instances only.',
  shareLinkNotFound: 'Share link not found.',
  brandKitNotFound: 'Brand kit not found.',
  defaultBrandKitDeleteRefused: 'Make another brand kit the default before deleting this one.',
  addRecipient: 'Add at least one recipient.',
  deliveryFailed: 'The report could not be delivered.',
  everyoneUnsubscribed: "Every recipient has unsubscribed from this report's emails.",
  renderStillRunning: 'The PDF is still being rendered. Try again in a moment.',
  renderFailed: 'The PDF could not be rendered.',
  /** A render step whose report (or its owner) was deleted. */
  reportGone: 'This report no longer exists.',
  /** `feature` is its display name; reports are plural ("are ... them"), the others singular. */
  featureNotInPlan: (feature: string, plural: boolean, planName: string, plansWithIt: string[]) =>
    `${feature} ${plural ? 'are' : 'is'} not included in the ${planName} plan. Upgrade to ${plansWithIt.join(' or ')} to use ${plural ? 'them' : 'it'}.`,
} as const;
