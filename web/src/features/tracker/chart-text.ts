const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * ApexCharts writes series names, categories and formatter results into the page as HTML (legend,
 * tooltip). Every user-entered string handed to it goes through here, so a company name is text.
 */
export function chartText(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character]);
}
