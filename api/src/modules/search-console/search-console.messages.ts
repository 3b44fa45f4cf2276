/** The Search Console module's user-facing texts. */
export const searchConsoleMessages = {
  connectionNotFound: 'Search Console connection not found.',
  propertyNotFound: 'Search Console property not found.',
  propertyRequired: 'propertyId is required: the id of a property from GET /api/search-console/properties.',
  notLinked: 'No Search Console property is linked to this tracking instance.',
  apiKeyRequired: 'apiKey is required: the API key from Bing Webmaster Tools (Settings, API access).',
  apiKeyInvalid: 'Bing Webmaster Tools did not accept this API key.',
  consentExpired: 'This Search Console sign-in expired or was already used. Start connecting again.',
  consentDenied: 'Search Console access was not granted.',
  date: (name: string) => `${name} must be a date as YYYY-MM-DD.`,
  range: 'from must be on or before to, at most 16 months apart.',
  device: 'device must be desktop, mobile or tablet.',
  syncProgress: (done: number, total: number) => `Read ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} days of Search Console data`,
  syncDone: (days: number, rows: number) => `Read ${days.toLocaleString('en-US')} days of Search Console data (${rows.toLocaleString('en-US')} rows)`,
  propertyGone: 'The Search Console property was disconnected.',
};
