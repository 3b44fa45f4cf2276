/**
 * The main text of a fetched page: Mozilla's Readability (Firefox's reader view) on a linkedom DOM
 * finds the article among the navigation, banners and footers; we keep its title, its H1 and its
 * H2/H3 headings, its meta description, and its text as Markdown (headings as `#`, one block a line)
 * so the content score reads a competitor's page exactly as it reads the user's article.
 */
import type { Readability as ReadabilityClass } from '@mozilla/readability';
import type { parseHTML as ParseHtml } from 'linkedom';
import { analyse } from '../content-text';
import { outlineMarkdown } from '../markdown-outline';

export interface PageHeading {
  level: number;
  text: string;
}

export interface ExtractedPage {
  title: string;
  /** The page's H1s (usually one). */
  h1: string[];
  /** H2 and H3 of the main text, in order. */
  headings: PageHeading[];
  metaDescription: string | null;
  /** The main text as Markdown: the H1 as `#`, H2-H6 as `##`..., paragraphs and list items one a line. */
  markdown: string;
  /** Words of the main text, counted as the content score counts them. */
  wordCount: number;
}

/** Readability renames the H1 it keeps; this attribute carries each heading's original level through. */
const LEVEL_ATTRIBUTE = 'data-rc-level';
const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, blockquote, pre, td, th, dd, dt, figcaption';
/** Pages with fewer characters of main text than this are not read as articles by Readability. */
const MIN_CHARS = 200;

/** The part of linkedom's DOM read here (the api is built without the DOM library's types). */
interface DomElement {
  tagName: string;
  textContent: string | null;
  parentElement: DomElement | null;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  closest(selectors: string): DomElement | null;
}
interface DomDocument {
  querySelector(selectors: string): DomElement | null;
  querySelectorAll(selectors: string): ArrayLike<DomElement>;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * linkedom and Readability are required on first use: linkedom holds ~20 MB of memory that a process
 * which never reads a page (the app at idle) does not need.
 */
let dom: { parseHTML: typeof ParseHtml; Readability: typeof ReadabilityClass } | undefined;
function pageDom(): NonNullable<typeof dom> {
  /* eslint-disable @typescript-eslint/no-require-imports -- a synchronous load on first use */
  dom ??= { parseHTML: (require('linkedom') as { parseHTML: typeof ParseHtml }).parseHTML, Readability: (require('@mozilla/readability') as { Readability: typeof ReadabilityClass }).Readability };
  /* eslint-enable @typescript-eslint/no-require-imports */
  return dom;
}

export function extractPage(html: string): ExtractedPage {
  const { parseHTML, Readability } = pageDom();
  const { document: parsed } = parseHTML(html);
  const document = parsed as unknown as DomDocument;
  const metaDescription = clean(document.querySelector('meta[name="description" i]')?.getAttribute('content') ?? document.querySelector('meta[property="og:description"]')?.getAttribute('content')) || null;
  const documentTitle = clean(document.querySelector('title')?.textContent);
  const h1 = Array.from(document.querySelectorAll('h1'), (element) => clean(element.textContent)).filter(Boolean);
  for (const heading of Array.from(document.querySelectorAll('h1, h2, h3, h4, h5, h6'))) heading.setAttribute(LEVEL_ATTRIBUTE, heading.tagName.slice(1));

  const article = new Readability(parsed, { charThreshold: MIN_CHARS, keepClasses: false }).parse();
  const title = documentTitle || clean(article?.title) || h1[0] || '';
  const blocks: string[] = [];
  const headings: PageHeading[] = [];
  if (article?.content) {
    const content = parseHTML(`<!doctype html><html><body>${article.content}</body></html>`).document as unknown as DomDocument;
    for (const element of Array.from(content.querySelectorAll(BLOCKS))) {
      // A block inside another (a paragraph in a list item) is read with its container.
      if (element.parentElement?.closest(BLOCKS)) continue;
      const text = clean(element.textContent);
      if (!text) continue;
      const level = Number(element.getAttribute(LEVEL_ATTRIBUTE) ?? (/^H[1-6]$/.test(element.tagName) ? element.tagName.slice(1) : 0));
      if (level >= 1) {
        // The H1 is written first below, whether or not Readability kept it in the text.
        if (level === 1) continue;
        if (level <= 3) headings.push({ level, text });
        blocks.push(`${'#'.repeat(level)} ${text}`);
      } else {
        blocks.push(element.tagName === 'LI' ? `- ${text}` : text);
      }
    }
  }
  const markdown = [...(h1[0] ? [`# ${h1[0]}`] : []), ...blocks].join('\n\n');
  const wordCount = analyse(outlineMarkdown(markdown).plainText).wordCount;
  return { title, h1, headings, metaDescription, markdown, wordCount };
}
