/** Where the tracker shows one keyword's history (the api's alert emails link to the same place). */
export function keywordHistoryPath(instanceId: string, keyword: string): string {
  return `/keyword-tracking/${instanceId}?keyword=${encodeURIComponent(keyword)}`;
}
