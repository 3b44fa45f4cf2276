/** Question shapes the sandbox picks from, by keyword: the same keyword always gives the same question. */
const SHAPES = [
  (keyword: string) => `What are the best ${keyword} options right now?`,
  (keyword: string) => `Which ${keyword} would you recommend, and why?`,
  (keyword: string) => `How do I choose between the leading ${keyword} providers?`,
  (keyword: string) => `What ${keyword} do experts trust most?`,
  (keyword: string) => `Can you compare the top ${keyword} for a small business?`,
];

function shapeOf(keyword: string): number {
  let hash = 0;
  for (const char of keyword) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % SHAPES.length;
}

/** The sandbox writer's questions: one a line, one per keyword, deterministic (no language model is asked). */
export function sandboxPromptSuggestions(keywords: readonly string[]): string {
  return keywords.map((keyword) => SHAPES[shapeOf(keyword.toLowerCase())](keyword.toLowerCase())).join('\n');
}
