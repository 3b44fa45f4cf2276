import { isRecord } from './vendor-http';

/** A results page's AI Overview as the page showed it loaded: its words, and the pages it cites in order. */
export interface SerpAiOverview {
  text: string;
  references: { url: string; title: string | null }[];
}

const records = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const referenceOf = (url: unknown, title: unknown) => ({ url: textOf(url), title: textOf(title).trim() || null });

/** DataForSEO's `ai_overview` item: its markdown, else its elements' (markdown, else title and text), one paragraph each; null when it has no words (not loaded). */
export function dataForSeoOverview(item: Record<string, unknown>): SerpAiOverview | null {
  const elements = records(item.items);
  const whole = textOf(item.markdown).trim();
  const text = whole || elements.map((element) => textOf(element.markdown).trim() || [textOf(element.title), textOf(element.text)].filter(Boolean).join('\n')).filter(Boolean).join('\n\n');
  if (!text) return null;
  const references = [...records(item.references), ...elements.flatMap((element) => records(element.references))].map((reference) => referenceOf(reference.url, reference.title));
  return { text, references: references.filter((reference) => reference.url) };
}

/** SerpApi's `ai_overview` block (or the AI Mode page): its reconstructed markdown, else its `text_blocks`; null when it has no words (a `page_token` still to follow). */
export function serpApiOverview(block: Record<string, unknown>): SerpAiOverview | null {
  const text = textOf(block.reconstructed_markdown).trim() || blocksText(block.text_blocks);
  if (!text) return null;
  return { text, references: records(block.references).map((reference) => referenceOf(reference.link, reference.title)).filter((reference) => reference.url) };
}

/** The words of SerpApi's `text_blocks` (paragraphs, headings, lists with nested lists, expandable sections), one block a line. */
function blocksText(blocks: unknown, indent = ''): string {
  return records(blocks)
    .map((block) => {
      const own = [textOf(block.title), textOf(block.snippet)].filter(Boolean).join(': ');
      const items = records(block.list).map((item) => `${indent}- ${[textOf(item.title), textOf(item.snippet)].filter(Boolean).join(': ')}${item.list ? `\n${blocksText(item.list, `${indent}  `)}` : ''}`);
      const nested = block.text_blocks ? blocksText(block.text_blocks, indent) : '';
      return [own && `${indent}${own}`, ...items, nested].filter(Boolean).join('\n');
    })
    .filter(Boolean)
    .join('\n');
}
