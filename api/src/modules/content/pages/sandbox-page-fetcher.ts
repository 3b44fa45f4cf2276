import { escapeHtml } from '../../../common/html-escape';
import { seededRandom } from '../../seo/serp/seeded-random';
import type { FetchedPage, PageFetcher, PageRequest } from './page-fetcher';
import { PageFetchError } from './page-fetcher';

/**
 * Made-up pages for the sandbox SERP's results, so a brief works without the internet: each URL's page
 * is the same every time (seeded by the URL and keyword), an article on the keyword with headings and
 * paragraphs drawn from shared topic words (so the pages agree on terms, as pages that rank do), inside
 * a site's navigation, cookie banner and footer. The footer says SANDBOX; the brief is labelled so too.
 */
export class SandboxPageFetcher implements PageFetcher {
  readonly name = 'sandbox';
  readonly source = 'SANDBOX' as const;

  fetch(request: PageRequest, signal?: AbortSignal): Promise<FetchedPage> {
    try {
      signal?.throwIfAborted();
      return Promise.resolve({ url: request.url, html: sandboxPageHtml(request.url, request.keyword) });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

/** Topic words every sandbox page draws from; the first ones are used by most pages, the rest by a few. */
const TOPIC_WORDS = [
  'price',
  'quality',
  'durability',
  'comfort',
  'budget',
  'brand',
  'customer reviews',
  'warranty',
  'long-term value',
  'maintenance',
  'safety',
  'performance',
  'design',
  'size guide',
  'return policy',
  'local stores',
  'online shops',
  'eco-friendly materials',
];
const CORE_TOPIC_WORDS = 8;

const SECTIONS: readonly { heading: string; subheadings: readonly string[] }[] = [
  { heading: '{K} Explained', subheadings: [] },
  { heading: 'How to Choose {K}', subheadings: ['Price and Budget', 'Quality and Durability'] },
  { heading: 'Benefits of {K}', subheadings: ['Comfort', 'Long-Term Value'] },
  { heading: '{K} Prices Compared', subheadings: ['Budget Options', 'Premium Options'] },
  { heading: 'Common Mistakes to Avoid', subheadings: [] },
  { heading: '{K} for Beginners', subheadings: ['Where to Start', 'What to Skip'] },
  { heading: 'Expert Tips for {K}', subheadings: [] },
  { heading: 'How to Care for {K}', subheadings: ['Cleaning', 'Storage'] },
  { heading: 'Best {K} Brands', subheadings: [] },
  { heading: 'Where to Buy {K}', subheadings: ['Local Stores', 'Online Shops'] },
];

const SENTENCES = [
  'Most people who look for {k} care about {t} first and {u} second.',
  'A good buying guide for {k} compares {t} and {u} side by side.',
  'When you compare {k}, check the {t} before anything else.',
  'Customer reviews of {k} often mention {t}, and the most useful ones explain {u} too.',
  'Beginners tend to overlook {t}, which matters more than it seems.',
  'Spending a little more on {t} usually pays off over time.',
  'Experts recommend testing {k} for {t} and {u} before you decide.',
  'The right choice depends on {t}, {u} and how often you use it.',
  'Cheap {k} can look fine at first, but after a few months you notice the difference in {t}.',
  'Read the details on {t} carefully, because they vary a lot from one brand to the next.',
  'Good {k} balance {t} with {u} instead of chasing one of them.',
  'Ask about {t} in the shop, and write down what you hear about {u}.',
  'Independent tests rate {k} on {t} more often than on anything else.',
  'If {t} is your main concern, look for a model with a clear statement on {u}.',
  'Our team spent three weeks comparing {k} on {t}.',
  'Shoppers who returned their {k} usually blamed poor {t}.',
  'The gap in {t} between entry-level and premium {k} is smaller than most adverts suggest.',
  'A simple checklist covering {t} and {u} saves a lot of regret later.',
  'Look at {t} in daylight and compare it with the photos online.',
  'Many buyers only think about {u} after the first month.',
  'For everyday use, {t} matters more than a famous name.',
  'Seasonal sales are a good moment to find {k} with better {t}.',
];

const NAV = ['Home', 'Blog', 'Shop', 'Deals', 'About us', 'Contact'];
const RELATED = ['Our newsletter', 'Gift ideas for every budget', 'Meet the team', 'Spring sale: up to 30% off', 'How we test products'];

const titleCase = (text: string) => text.replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());
const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sandbox page at `url` for `keyword`: the same HTML for the same pair, every time. */
export function sandboxPageHtml(url: string, keyword: string): string {
  const typed = keyword.trim().replace(/\s+/g, ' ');
  if (!typed) throw new PageFetchError('The sandbox has no page without a keyword.');
  const k = typed.toLowerCase();
  const K = titleCase(typed);
  const random = seededRandom(`content-page:${url}:${k}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  // Most pages use most core words; each uses a few of the others.
  const words = [...TOPIC_WORDS.slice(0, CORE_TOPIC_WORDS).filter(() => random() < 0.8), ...TOPIC_WORDS.slice(CORE_TOPIC_WORDS).filter(() => random() < 0.3)];
  if (words.length < 2) words.push(TOPIC_WORDS[0], TOPIC_WORDS[1]);
  const sentence = () => {
    const t = pick(words);
    let u = pick(words);
    if (u === t) u = words[(words.indexOf(t) + 1) % words.length];
    return sentenceCase(pick(SENTENCES).replaceAll('{k}', k).replaceAll('{t}', t).replaceAll('{u}', u));
  };
  const paragraph = () => `<p>${Array.from({ length: 2 + Math.floor(random() * 3) }, sentence).map(escapeHtml).join(' ')}</p>`;
  const paragraphs = (min: number, extra: number) => Array.from({ length: min + Math.floor(random() * (extra + 1)) }, paragraph).join('\n');

  const sections = SECTIONS.filter(() => random() < 0.6);
  if (sections.length < 3) sections.push(...SECTIONS.slice(0, 3 - sections.length));
  const body = sections
    .map(({ heading, subheadings }) => {
      const subsections = subheadings.filter(() => random() < 0.6).map((sub) => `<h3>${escapeHtml(sub)}</h3>\n${paragraphs(1, 1)}`);
      return `<h2>${escapeHtml(heading.replaceAll('{K}', K))}</h2>\n${paragraphs(1, 2)}\n${subsections.join('\n')}`;
    })
    .join('\n');
  const host = hostOf(url);
  const title = `${K}: ${pick(['The Complete Guide', 'What You Need to Know', 'Tips and Examples', 'Prices and Reviews'])}`;
  const intro = `<p>${escapeHtml(`This guide to ${k} covers what matters before you decide.`)} ${[sentence(), sentence()].map(escapeHtml).join(' ')}</p>`;

  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(`${title} | ${host}`)}</title>
<meta name="description" content="${escapeHtml(`Everything about ${k}: ${words.slice(0, 3).join(', ')} and more.`)}">
<meta name="generator" content="Rankcraft SANDBOX">
</head>
<body>
<div class="cookie-banner" role="dialog"><p>We use cookies to improve your experience. <button>Accept all</button> <button>Settings</button></p></div>
<header class="site-header"><a class="logo" href="/">${escapeHtml(host)}</a>
<nav><ul>${NAV.map((item) => `<li><a href="/${item.toLowerCase().replace(/\W+/g, '-')}">${escapeHtml(item)}</a></li>`).join('')}</ul></nav></header>
<main>
<article>
<h1>${escapeHtml(title)}</h1>
<p class="byline">By the ${escapeHtml(host)} team</p>
${intro}
${paragraphs(1, 1)}
${body}
</article>
<aside class="sidebar"><h2>Related posts</h2><ul>${RELATED.map((item) => `<li><a href="#">${escapeHtml(item)}</a></li>`).join('')}</ul></aside>
</main>
<footer class="site-footer"><p>SANDBOX page generated by Rankcraft for trying content briefs; not a real website.</p><p>© ${escapeHtml(host)}. All rights reserved. <a href="/privacy">Privacy</a> · <a href="/terms">Terms</a></p></footer>
</body>
</html>`;
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return 'example.com';
  }
}
