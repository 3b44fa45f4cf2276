import { isCountSingular, isPlural } from '../../../common/english';

export type SearchIntent = 'informational' | 'commercial' | 'transactional' | 'navigational';

/**
 * Where a modifier is used: `related` and `pasf` for seeds (the two lists the business flow merges,
 * so they hardly overlap), `how-to` and `question` for seeds that are already questions, `brand`
 * for a domain's own name (`brand-local` for shops and trades, `brand-online` for the rest).
 */
type Family = 'related' | 'pasf' | 'how-to' | 'question' | 'brand' | 'brand-local' | 'brand-online';

/**
 * Which seeds a pattern reads well with. `any`: every noun phrase ("best family run bakery").
 * `object`: plurals and mass nouns only, where a countable singular would need "a" ("buy sourdough
 * bread", not "buy family run bakery"). `plural`: plurals only ("top 10 seo tools").
 */
type Fit = 'any' | 'object' | 'plural';

/** Whether a pattern suits things bought in person (`local`: "… near me"), online (`online`: "free …"), or both. */
type Reach = 'any' | 'local' | 'online';

export interface KeywordModifier {
  /** `{k}` is the seed; `{is}` and `{does}` agree with it in number. */
  pattern: string;
  intent: SearchIntent;
  family: Family;
  fit: Fit;
  reach: Reach;
  /** The share of the seed's own monthly searches that this variation gets. */
  share: number;
  /** The modifier is part of what the searcher wants ("sourdough bread delivery"), not only a framing ("best …"). */
  compound: boolean;
}

/** A pattern, its share of the seed's searches, and flags: object | plural, local | online, compound. */
type Row = [pattern: string, share: number, flags?: string];

function rows(family: Family, intent: SearchIntent, list: Row[]): KeywordModifier[] {
  return list.map(([pattern, share, flags = '']) => ({
    pattern,
    intent,
    family,
    share,
    fit: flags.includes('object') ? 'object' : flags.includes('plural') ? 'plural' : 'any',
    reach: flags.includes('local') ? 'local' : flags.includes('online') ? 'online' : 'any',
    compound: flags.includes('compound'),
  }));
}

const KEYWORD_MODIFIERS: readonly KeywordModifier[] = [
  ...rows('related', 'informational', [
    ['{k} guide', 0.04], ['{k} tips', 0.04], ['{k} ideas', 0.05], ['{k} examples', 0.02], ['{k} for beginners', 0.03, 'object'], ['{k} basics', 0.01],
    ['{k} explained', 0.01], ['{k} benefits', 0.02], ['{k} checklist', 0.01], ['{k} facts', 0.01], ['{k} history', 0.01], ['{k} trends', 0.01],
    ['{k} statistics', 0.005], ['{k} faq', 0.005], ['{k} definition', 0.01], ['{k} meaning', 0.02], ['{k} step by step', 0.01, 'object'],
    ['{k} questions', 0.005], ['{k} myths', 0.005], ['{k} advice', 0.01], ['{k} best practices', 0.005], ['common {k} mistakes', 0.005],
    ['{k} tutorial', 0.02, 'online'], ['{k} course', 0.01, 'online compound'],
  ]),
  ...rows('related', 'commercial', [
    ['best {k}', 0.15], ['top {k}', 0.04], ['top rated {k}', 0.03], ['best rated {k}', 0.01], ['{k} reviews', 0.08], ['{k} ratings', 0.01],
    ['{k} comparison', 0.02], ['{k} alternatives', 0.02], ['{k} brands', 0.02, 'object'], ['{k} options', 0.01, 'compound'], ['affordable {k}', 0.03],
    ['premium {k}', 0.01], ['{k} recommendations', 0.01], ['recommended {k}', 0.01], ['most popular {k}', 0.01], ['highest rated {k}', 0.005],
    ['best value {k}', 0.005], ['{k} buying guide', 0.005, 'object'], ['{k} pros and cons', 0.01], ['high quality {k}', 0.01],
    ['best local {k}', 0.01, 'local'], ['top 10 {k}', 0.01, 'plural'], ['free {k}', 0.08, 'online'], ['{k} for small business', 0.01, 'online'],
    ['{k} for agencies', 0.005, 'online'], ['{k} comparison chart', 0.003, 'online'], ['{k} free trial', 0.01, 'online'],
  ]),
  ...rows('related', 'transactional', [
    ['{k} near me', 0.2, 'local'], ['{k} price', 0.06], ['{k} prices', 0.04], ['{k} cost', 0.03], ['cheap {k}', 0.06], ['{k} delivery', 0.03, 'local compound'],
    ['{k} for sale', 0.03], ['{k} deals', 0.01], ['{k} discount', 0.01], ['{k} coupon', 0.005], ['buy {k}', 0.05, 'object'], ['buy {k} online', 0.02, 'object'],
    ['order {k} online', 0.01, 'object local'], ['{k} online', 0.04], ['local {k}', 0.03, 'local'], ['{k} price list', 0.005], ['{k} offers', 0.005],
    ['{k} subscription', 0.005, 'object'], ['{k} wholesale', 0.005, 'object local'], ['{k} in bulk', 0.005, 'object local'], ['discount {k}', 0.01, 'object'],
    ['{k} sale', 0.01, 'object'], ['{k} free shipping', 0.003, 'object local'], ['{k} same day delivery', 0.003, 'local'], ['{k} shop', 0.01, 'object local compound'],
    ['{k} store', 0.01, 'object local compound'], ['{k} pricing', 0.03, 'online'], ['{k} pricing plans', 0.005, 'online'], ['{k} download', 0.01, 'online'],
    ['{k} lifetime deal', 0.002, 'online'],
  ]),
  ...rows('pasf', 'informational', [
    ['how to choose the right {k}', 0.01], ['how to find the best {k}', 0.01], ['best way to choose the right {k}', 0.003],
    ['what to look for in {k}', 0.005, 'object'], ['what {is} {k}', 0.03, 'object'], ['types of {k}', 0.02, 'object'], ['benefits of {k}', 0.01, 'object'],
    ['history of {k}', 0.005, 'object'], ['guide to {k}', 0.003, 'object'], ['why choose {k}', 0.003, 'object'], ['{is} {k} worth it', 0.01, 'object'],
    ['how to compare {k}', 0.003, 'object'], ['what makes the best {k}', 0.003], ['where to find the best {k}', 0.005], ['tips for choosing {k}', 0.003, 'object'],
    ['things to know about {k}', 0.003, 'object'], ['how to get started with {k}', 0.003, 'object'], ['what are the benefits of {k}', 0.005, 'object'],
    ['how to use {k}', 0.02, 'object online'], ['how {does} {k} work', 0.01, 'object online'],
  ]),
  ...rows('pasf', 'commercial', [
    ['which {k} {is} best', 0.01], ['which {k} to choose', 0.003], ['best {k} for beginners', 0.01, 'object'], ['best {k} for the money', 0.01],
    ['best {k} reviews', 0.01], ['best {k} brands', 0.005, 'object'], ['best {k} online', 0.01], ['{k} vs alternatives', 0.003], ['top {k} near me', 0.01, 'local'],
    ['best {k} near me', 0.05, 'local'], ['best cheap {k}', 0.005], ['best affordable {k}', 0.003], ['who has the best {k}', 0.005], ['where to get the best {k}', 0.005],
    ['top rated {k} near me', 0.005, 'local'], ['{k} reviews near me', 0.003, 'local'], ['best {k} deals', 0.003], ['best free {k}', 0.02, 'online'],
    ['best {k} for small business', 0.005, 'online'],
  ]),
  ...rows('pasf', 'transactional', [
    ['where to buy {k}', 0.02, 'object'], ['where to buy {k} near me', 0.01, 'object local'], ['how much {does} {k} cost', 0.01, 'object'], ['cheap {k} near me', 0.01, 'local'],
    ['affordable {k} near me', 0.005, 'local'], ['{k} delivery near me', 0.01, 'local'], ['{k} prices near me', 0.005, 'local'], ['best place to buy {k}', 0.005, 'object'],
    ['buy {k} near me', 0.005, 'object local'], ['order {k} for delivery', 0.003, 'object local'], ['{k} near me open now', 0.01, 'local'], ['best price for {k}', 0.003, 'object'],
    ['cheapest {k}', 0.01], ['cheapest {k} near me', 0.005, 'local'], ['{k} free delivery', 0.003, 'local'], ['{k} monthly price', 0.003, 'online'],
    ['{k} discount code', 0.005, 'online'],
  ]),
  ...rows('how-to', 'informational', [
    ['{k} step by step', 0.1], ['{k} for beginners', 0.08], ['{k} at home', 0.06], ['{k} easily', 0.03], ['{k} quickly', 0.03], ['{k} tips', 0.04],
    ['{k} guide', 0.03], ['{k} checklist', 0.01], ['{k} without mistakes', 0.005], ['{k} video', 0.05], ['{k} reddit', 0.02], ['{k} examples', 0.01],
    ['{k} the right way', 0.01], ['{k} like a pro', 0.005], ['{k} on a budget', 0.005], ['{k} in a day', 0.005],
  ]),
  ...rows('question', 'informational', [
    ['{k} explained', 0.05], ['{k} examples', 0.03], ['{k} reddit', 0.05], ['{k} for beginners', 0.04], ['{k} simple explanation', 0.01],
    ['{k} answer', 0.02], ['{k} in simple terms', 0.01], ['{k} quora', 0.01], ['{k} video', 0.02],
  ]),
  ...rows('brand', 'navigational', [
    ['{k} website', 0.05], ['{k} official site', 0.03], ['{k} contact', 0.03], ['{k} phone number', 0.03], ['{k} customer service', 0.03],
    ['{k} careers', 0.01], ['{k} jobs', 0.01], ['{k} blog', 0.005], ['{k} newsletter', 0.002], ['{k} about us', 0.002], ['{k} faq', 0.002],
    ['{k} email', 0.005], ['{k} instagram', 0.005], ['{k} facebook', 0.005], ['how to contact {k}', 0.003], ['what is {k}', 0.02], ['{k} owner', 0.002],
    ['{k} history', 0.002],
  ]),
  ...rows('brand', 'commercial', [
    ['{k} reviews', 0.05], ['{k} ratings', 0.005], ['{k} alternatives', 0.02], ['{k} competitors', 0.01], ['is {k} legit', 0.005], ['{k} complaints', 0.003],
    ['is {k} any good', 0.002],
  ]),
  ...rows('brand', 'transactional', [['{k} prices', 0.02], ['{k} discount code', 0.02], ['{k} promo code', 0.02], ['{k} coupon', 0.01], ['{k} deals', 0.005]]),
  ...rows('brand-local', 'navigational', [
    ['{k} near me', 0.05], ['{k} hours', 0.02], ['{k} opening hours', 0.01], ['{k} address', 0.01], ['{k} locations', 0.01], ['{k} directions', 0.005],
    ['{k} parking', 0.002],
  ]),
  ...rows('brand-local', 'transactional', [['{k} delivery', 0.01], ['{k} order online', 0.005], ['{k} gift card', 0.005], ['{k} booking', 0.005]]),
  ...rows('brand-online', 'navigational', [
    ['{k} login', 0.08], ['{k} sign up', 0.01], ['{k} sign in', 0.02], ['{k} app', 0.03], ['{k} account', 0.01], ['{k} support', 0.01], ['{k} api', 0.005],
    ['{k} status', 0.003], ['{k} help center', 0.003], ['{k} tutorial', 0.005],
  ]),
  ...rows('brand-online', 'commercial', [['{k} free trial', 0.01], ['{k} vs competitors', 0.002], ['{k} free version', 0.005]]),
  ...rows('brand-online', 'transactional', [['{k} pricing', 0.03], ['{k} pricing plans', 0.005], ['{k} cancel subscription', 0.003]]),
];

// Seeds about things used online, which "… near me" or "… delivery" would not suit.
const ONLINE_WORDS = new Set([
  'ai', 'analytics', 'api', 'app', 'apps', 'cloud', 'crm', 'digital', 'ebook', 'ebooks', 'email', 'hosting', 'marketing', 'online', 'plugin', 'plugins',
  'saas', 'seo', 'software', 'template', 'templates', 'vpn', 'web', 'website', 'websites', 'wordpress',
]);

// Words that never count as a modifier's own, so "best coffee for dogs" may still get "{k} for beginners".
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'to', 'for', 'of', 'in', 'on', 'at', 'me', 'and', 'with', 'is', 'are', 'do', 'does']);
const QUESTION_START = /^(?:how|what|why|where|when|which|who|can|is|are|do|does|should|will)\b/;
// A seed that starts with one of these is already a search phrase: it takes endings ("best coffee near me"), not framings.
const LEADING_MODIFIERS = new Set(['best', 'top', 'cheap', 'cheapest', 'affordable', 'buy', 'order', 'discount', 'recommended', 'compare', 'find']);

interface CompiledModifier extends KeywordModifier {
  regex: RegExp;
  words: string[];
}

const COMPILED: CompiledModifier[] = KEYWORD_MODIFIERS.map((modifier) => ({
  ...modifier,
  regex: new RegExp(
    `^${modifier.pattern
      .split(/(\{k\}|\{is\}|\{does\})/)
      .map((part) => ({ '{k}': '(.+?)', '{is}': '(?:is|are)', '{does}': '(?:does|do)' })[part] ?? part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('')}$`,
  ),
  words: modifier.pattern
    .replace(/\{\w+\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !FUNCTION_WORDS.has(word)),
}));

/** A keyword as a seed plus the modifier that varies it; `modifier` is null for a seed on its own. */
export interface ParsedKeyword {
  core: string;
  modifier: KeywordModifier | null;
}

/** Lower case, single spaces, no punctuation around words: how keywords are compared. */
export function normalizeKeyword(keyword: string): string {
  return keyword
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'’&+.\- ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads a keyword back into the seed and modifier it is made of, the most specific modifier winning. */
export function parseKeyword(keyword: string): ParsedKeyword {
  const normalized = normalizeKeyword(keyword);
  let best: ParsedKeyword = { core: normalized, modifier: null };
  for (const modifier of COMPILED) {
    const core = modifier.regex.exec(normalized)?.[1]?.trim();
    if (core && core.length < best.core.length) best = { core, modifier };
  }
  return best;
}

/** The modifiers that read well with a seed, in the given families. */
function modifiersFor(seed: string, families: Family[]): CompiledModifier[] {
  const seedWords = seed.split(' ');
  const reach: Reach = seedWords.some((word) => ONLINE_WORDS.has(word)) ? 'online' : 'local';
  const fits = (fit: Fit) => fit === 'any' || (fit === 'plural' ? isPlural(seed) : !isCountSingular(seed));
  return COMPILED.filter(
    (modifier) =>
      families.includes(modifier.family) && fits(modifier.fit) && (modifier.reach === 'any' || modifier.reach === reach) && !modifier.words.some((word) => seedWords.includes(word)),
  );
}

function fill(pattern: string, seed: string): string {
  const plural = isPlural(seed);
  return pattern
    .replace('{k}', seed)
    .replace('{is}', plural ? 'are' : 'is')
    .replace('{does}', plural ? 'do' : 'does');
}

/**
 * Keyword ideas for a seed, each containing the seed as typed, in the order `random` shuffles them.
 * Plain noun phrases get every kind of modifier; seeds that already carry one ("best coffee") only
 * get endings; questions ("how to bake bread") get endings that suit questions.
 */
export function keywordIdeas(seed: string, list: 'related' | 'pasf', random: () => number): string[] {
  const normalized = normalizeKeyword(seed);
  if (!normalized) return [];
  let modifiers: CompiledModifier[];
  if (/^how to /.test(normalized)) modifiers = modifiersFor(normalized, ['how-to']);
  else if (QUESTION_START.test(normalized)) modifiers = modifiersFor(normalized, ['question']);
  else {
    const { modifier: carried } = parseKeyword(normalized);
    const modified = LEADING_MODIFIERS.has(normalized.split(' ')[0]) || (carried !== null && !carried.compound);
    modifiers = modifiersFor(normalized, [list]).filter((modifier) => !modified || (modifier.pattern.startsWith('{k} ') && modifier.fit === 'any'));
  }
  return shuffle([...new Set(modifiers.map((modifier) => fill(modifier.pattern, normalized)))], random);
}

/** What people search for about one brand or site: its name, then navigational and buying variations. */
export function brandIdeas(brand: string, random: () => number): string[] {
  const normalized = normalizeKeyword(brand);
  if (!normalized) return [];
  // A name that says what the business is ("tiny bakery") is a place people visit; other names are looked up online.
  const kind = normalized.includes(' ') && isCountSingular(normalized) ? 'brand-local' : 'brand-online';
  return [normalized, ...shuffle([...new Set(modifiersFor(normalized, ['brand', kind]).map((modifier) => fill(modifier.pattern, normalized)))], random)];
}

export function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}
