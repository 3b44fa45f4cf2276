/**
 * Small English helpers for generated (sandbox) text: enough grammar to put a user's noun phrase into
 * fixed templates without "buy family run bakery" or "what is seo tools". Heuristics, tuned to fail
 * safe: when a word's number is unclear, callers use the templates that read well either way.
 */

// Words ending in "s" that are not plurals.
const NOT_PLURAL = new Set([
  'always', 'analysis', 'atlas', 'basis', 'bias', 'bonus', 'business', 'bus', 'cactus', 'campus', 'canvas', 'census', 'chaos', 'christmas', 'citrus',
  'corpus', 'couscous', 'crisis', 'diabetes', 'gas', 'genus', 'has', 'his', 'hummus', 'is', 'its', 'kudos', 'lens', 'means', 'news', 'octopus', 'paris',
  'perhaps', 'plus', 'series', 'species', 'status', 'tennis', 'texas', 'this', 'thus', 'us', 'was', 'yes',
]);
const IRREGULAR_PLURALS: Record<string, string> = {
  child: 'children', foot: 'feet', goose: 'geese', knife: 'knives', leaf: 'leaves', life: 'lives', loaf: 'loaves', man: 'men', mouse: 'mice',
  person: 'people', shelf: 'shelves', tooth: 'teeth', wife: 'wives', woman: 'women',
};
const PLURAL_FORMS = new Set([...Object.values(IRREGULAR_PLURALS), 'data', 'media', 'criteria', 'clothes', 'sheep', 'fish']);

// Singular nouns that need "a" or "the" in running text (a bakery, a plumber); mass nouns (bread, coffee, seo) do not.
const COUNT_NOUNS = new Set([
  'agency', 'app', 'bag', 'bar', 'bed', 'bike', 'book', 'bottle', 'box', 'brand', 'cafe', 'café', 'camera', 'car', 'card', 'cat', 'center', 'centre',
  'chair', 'class', 'clinic', 'company', 'course', 'cup', 'device', 'dog', 'firm', 'garage', 'guide', 'gym', 'home', 'hotel', 'house', 'kettle', 'kit',
  'knife', 'lamp', 'laptop', 'loan', 'machine', 'market', 'mug', 'office', 'oven', 'pan', 'phone', 'plan', 'platform', 'plugin', 'policy', 'pot', 'pub',
  'puppy', 'restaurant', 'ring', 'salon', 'school', 'shop', 'sofa', 'spa', 'store', 'studio', 'table', 'template', 'theme', 'tool', 'vehicle', 'watch',
  'website',
]);
// Mass nouns the suffix rules below would take for count nouns.
const MASS_NOUNS = new Set([
  'butter', 'cider', 'copper', 'cutlery', 'embroidery', 'fibre', 'fiber', 'flour', 'glitter', 'jewellery', 'jewelry', 'lager', 'leather', 'liquor',
  'lumber', 'machinery', 'paper', 'pepper', 'plaster', 'pottery', 'powder', 'rubber', 'silver', 'soccer', 'stationery', 'surgery', 'timber', 'water',
  'weather', 'winter', 'summer', 'history', 'inventory', 'theory', 'ginger', 'lavender', 'poker', 'decor', 'décor', 'labor', 'labour', 'humor',
  'humour', 'recovery', 'discovery', 'celery',
]);
// Trades, people and places: a baker, a florist, a bakery, an electrician, a consultant.
const COUNT_SUFFIX = /(?:er|or|ist|ian|ery|ant)$/;

const MINOR_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'per', 'the', 'to', 'via', 'vs']);
const ACRONYMS = new Set(['ai', 'api', 'b2b', 'b2c', 'cbd', 'cms', 'crm', 'diy', 'eu', 'faq', 'gps', 'hr', 'pdf', 'ppc', 'saas', 'seo', 'tv', 'uk', 'usa', 'ux', 'vpn']);

/** The last word of a phrase, lower case: the head of an English noun phrase. */
export function headWord(phrase: string): string {
  return phrase.trim().toLowerCase().split(/\s+/).at(-1) ?? '';
}

/** Whether a noun phrase is plural ("seo tools", "children's books"), judged by its head word. */
export function isPlural(phrase: string): boolean {
  const word = headWord(phrase);
  if (PLURAL_FORMS.has(word)) return true;
  if (word.length < 3 || !word.endsWith('s') || NOT_PLURAL.has(word)) return false;
  return !/(?:ss|us|is|ics|ous|ness|'s|’s)$/.test(word);
}

/**
 * Whether a singular noun phrase names something countable ("family run bakery", "plumber"), which
 * running text cannot use bare. Unknown words count as mass nouns ("sourdough bread", "seo").
 */
export function isCountSingular(phrase: string): boolean {
  if (isPlural(phrase)) return false;
  const word = headWord(phrase);
  if (COUNT_NOUNS.has(word)) return true;
  return !MASS_NOUNS.has(word) && word.length > 3 && COUNT_SUFFIX.test(word);
}

/** The plural of a noun phrase's head word: "family run bakery" → "family run bakeries". */
export function pluralize(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const lower = last.toLowerCase();
  let plural: string;
  if (IRREGULAR_PLURALS[lower]) plural = IRREGULAR_PLURALS[lower];
  else if (/[^aeiou]y$/.test(lower)) plural = `${last.slice(0, -1)}ies`;
  else if (/(?:s|x|z|ch|sh)$/.test(lower) || /(?:potato|tomato|hero|echo)$/.test(lower)) plural = `${last}es`;
  else plural = `${last}s`;
  return [...words, plural].join(' ');
}

/**
 * How a noun phrase reads in general statements: plurals and mass nouns as they are ("seo tools",
 * "sourdough bread"), countable singulars in the plural ("family run bakeries").
 */
export function generalForm(phrase: string): string {
  return isCountSingular(phrase) ? pluralize(phrase) : phrase;
}

/** Title case for headings: minor words stay lower case unless first; known acronyms in capitals. */
export function titleCase(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (ACRONYMS.has(lower)) return lower.toUpperCase();
      if (index > 0 && MINOR_WORDS.has(lower)) return lower;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join('');
}

/** The first letter in capitals, the rest as it is. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
