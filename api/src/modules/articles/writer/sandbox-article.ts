import { capitalize, generalForm, isPlural, titleCase } from '../../../common/english';
import { normalizeKeyword, parseKeyword, shuffle, type SearchIntent } from '../../seo/research/keyword-modifiers';
import { seededRandom } from '../../seo/serp/seeded-random';
import {
  BODY_ORDER,
  CLOSERS,
  COMPARE,
  COMPARE_LEADS,
  CONCLUSIONS,
  COST_FACTORS,
  COST_LEADS,
  COSTS,
  COVERAGE,
  COVERAGE_OPENINGS,
  CRITERIA,
  FAQ,
  GENERAL,
  HEADINGS,
  INTRO_CONTEXT,
  INTRO_OPENERS,
  INTRO_PROMISES,
  META_ENDINGS,
  MISTAKES,
  MISTAKES_AFTER,
  MISTAKES_LEADS,
  OVERVIEW,
  STEP_STAGES,
  STEPS_AFTER,
  STEPS_LEADS,
  TIPS,
  TIPS_LEADS,
  TITLE_ENDINGS,
  type ArticleFlavor,
  type ArticleIntent,
  type SectionType,
} from './sandbox-phrases';

/** What a sandbox article is about, read from its keyword. */
export interface ArticleTopic {
  /** The keyword as typed, trimmed. */
  keyword: string;
  intent: ArticleIntent;
  /** The thing the keyword is about ("sourdough bread"), or null when it cannot be told ("why is my bread dense"). */
  noun: string | null;
  /** What a how-to keyword asks to do ("bake sourdough bread"). */
  task: string | null;
}

const QUESTION_START = /^(?:how|what|why|where|when|which|who|can|is|are|do|does|should|will)\b/;
const LEADING_DETERMINERS = /^(?:the|a|an|your|my|our|right|best|good|perfect)\s+/;
const INTENT_WEIGHT: Record<SearchIntent, number> = { informational: 0, navigational: 1, commercial: 2, transactional: 3 };
// Sections mention the topic at most this often, so the keyword reads naturally rather than stuffed.
const MENTIONS_PER_SECTION = 2;

export function articleTopic(keyword: string): ArticleTopic {
  let phrase = normalizeKeyword(keyword);
  let intent: SearchIntent | null = null;
  let howTo = phrase.startsWith('how to ') ? phrase : null;
  let brand = false;
  // Peel modifiers off ("best coffee beans near me" → "coffee beans"), keeping the strongest intent.
  for (let depth = 0; depth < 4; depth++) {
    const { core, modifier } = parseKeyword(phrase);
    if (!modifier || modifier.compound) break;
    if (!intent || INTENT_WEIGHT[modifier.intent] > INTENT_WEIGHT[intent]) intent = modifier.intent;
    brand = modifier.family.startsWith('brand');
    phrase = core;
    howTo ??= phrase.startsWith('how to ') ? phrase : null;
  }
  const task = howTo ? howTo.slice('how to '.length) : null;
  let noun: string | null = phrase;
  if (phrase.startsWith('how to ')) noun = phrase.split(' ').slice(3).join(' ');
  else if (QUESTION_START.test(phrase) || brand) noun = null;
  while (noun && LEADING_DETERMINERS.test(noun)) noun = noun.replace(LEADING_DETERMINERS, '');
  if (!noun || noun.split(' ').length > 6) noun = null;
  return { keyword: keyword.trim().replace(/\s+/g, ' '), intent: articleIntent(intent, phrase, task), noun, task };
}

function articleIntent(intent: SearchIntent | null, phrase: string, task: string | null): ArticleIntent {
  if (task || intent === 'informational' || intent === 'navigational') return 'informational';
  if (intent) return intent;
  if (/\b(?:buy|price|prices|cost|cheap|order|deals?|discount|sale|shop|store|delivery)\b/.test(phrase)) return 'transactional';
  if (/\b(?:best|top|reviews?|vs|compare|comparison|alternatives|rated)\b/.test(phrase)) return 'commercial';
  return 'informational';
}

function flavorOf(topic: ArticleTopic): ArticleFlavor {
  return topic.task ? 'how-to' : topic.intent;
}

function seedOf(task: { keyword: string; business: string | null }): string {
  return JSON.stringify([normalizeKeyword(task.keyword), task.business?.trim() ?? '']);
}

/** The template slots a topic can fill, and the text for each. */
function slotsOf(topic: ArticleTopic): Record<string, string | null> {
  const general = topic.noun ? generalForm(topic.noun) : null;
  return {
    '{kw}': `“${topic.keyword}”`,
    '{n}': topic.noun,
    '{ns}': general,
    '{is}': general ? (isPlural(general) ? 'are' : 'is') : null,
    '{task}': topic.task,
    '{N}': topic.noun && titleCase(topic.noun),
    '{Ns}': general && titleCase(general),
  };
}

function fill(template: string, slots: Record<string, string | null>): string | null {
  let missing = false;
  const text = template.replace(/\{\w+\}/g, (slot) => slots[slot] ?? ((missing = true), slot));
  return missing ? null : text;
}

/** The outline in the writer's line format: META line, H1, then Introduction, 3-5 sections and Conclusion. */
export function sandboxOutline(task: { keyword: string; business: string | null }): string {
  const topic = articleTopic(task.keyword);
  const slots = slotsOf(topic);
  const random = seededRandom(JSON.stringify(['outline', seedOf(task)]));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const flavor = flavorOf(topic);
  const available = BODY_ORDER.filter((type) => HEADINGS[flavor][type]);
  const chosen = new Set(shuffle(available, random).slice(0, 3 + Math.floor(random() * 3)));
  // An article on how to do something always has its steps.
  if (flavor === 'how-to') chosen.add('steps');
  let namedHeadings = 0;
  const headings = available
    .filter((type) => chosen.has(type))
    .map((type) => {
      const options = (HEADINGS[flavor][type] ?? []).map((heading) => fill(heading, slots)).filter((heading): heading is string => heading !== null);
      // One heading naming the topic reads naturally; more starts to look stuffed.
      const plain = options.filter((heading) => !topic.noun || !heading.includes(titleCase(topic.noun)));
      const heading = pick(namedHeadings > 0 && plain.length > 0 ? plain : options);
      if (!plain.includes(heading)) namedHeadings++;
      return heading;
    });
  const question = !topic.task && QUESTION_START.test(normalizeKeyword(topic.keyword));
  const ending = pick(TITLE_ENDINGS[flavor]);
  return [
    `META: SANDBOX · ${capitalize(topic.keyword)}: ${pick(META_ENDINGS[topic.intent])}`,
    `# ${titleCase(topic.keyword)}${question ? '?' : ':'} ${ending}`,
    '## Introduction',
    ...headings.map((heading) => `## ${heading}`),
    '## Conclusion',
  ].join('\n');
}

/** Which kind of section a heading asks for: this writer's own headings exactly, anyone else's by their words. */
function sectionTypeOf(heading: string, index: number, count: number, topic: ArticleTopic): SectionType {
  const slots = slotsOf(topic);
  for (const [type, options] of Object.entries(HEADINGS[flavorOf(topic)])) {
    if (options.some((option) => fill(option, slots) === heading)) return type as SectionType;
  }
  const text = heading.toLowerCase();
  if (/\bintroduction\b/.test(text) || (index === 0 && count > 1)) return 'intro';
  if (/\b(?:conclusion|final thoughts|summary|wrapping up|bottom line)\b/.test(text) || index === count - 1) return 'conclusion';
  if (/\b(?:faq|frequently asked|questions)\b/.test(text)) return 'faq';
  if (/\b(?:mistakes?|avoid|pitfalls?)\b/.test(text)) return 'mistakes';
  if (/\b(?:prices?|costs?|pay|budget)\b/.test(text)) return 'costs';
  if (/\b(?:how to|steps?|getting started|get started|process)\b/.test(text)) return 'steps';
  if (/\b(?:compar\w*|vs|versus|choos\w*|options|alternatives)\b/.test(text)) return 'compare';
  if (/\b(?:tips?|ideas|ways|best practices|advice)\b/.test(text)) return 'tips';
  if (/\b(?:basics|what is|what are|understanding|explained|benefits|why)\b/.test(text)) return 'overview';
  return 'general';
}

/**
 * Hands out sentences for one article: each pool is shuffled once per article (seeded by it), and a
 * sentence is never handed out twice, so no sentence repeats anywhere in the article.
 */
class SentenceDeck {
  private readonly used = new Set<string>();
  private readonly orders = new Map<readonly string[], string[]>();
  private mentions = 0;

  constructor(
    private readonly seed: string,
    private readonly slots: Record<string, string | null>,
  ) {}

  startSection(): void {
    this.mentions = 0;
  }

  /** Up to `count` unused sentences, from the first pool and then the next ones as each runs dry. */
  take(count: number, ...pools: readonly (readonly string[])[]): string[] {
    const taken: string[] = [];
    for (const pool of pools) {
      for (const template of this.order(pool)) {
        if (taken.length === count) return taken;
        const mentions = (template.match(/\{(?:kw|n|ns|task)\}/g) ?? []).length;
        if (mentions > 0 && this.mentions + mentions > MENTIONS_PER_SECTION) continue;
        const text = fill(template, this.slots);
        if (!text || this.used.has(text)) continue;
        this.used.add(text);
        this.mentions += mentions;
        taken.push(capitalizeSentence(text));
      }
    }
    return taken;
  }

  one(...pools: readonly (readonly string[])[]): string | null {
    return this.take(1, ...pools)[0] ?? null;
  }

  /** A template as this article writes it, or null when the topic cannot fill it. */
  filled(template: string): string | null {
    const text = fill(template, this.slots);
    return text && capitalizeSentence(text);
  }

  private order(pool: readonly string[]): string[] {
    let order = this.orders.get(pool);
    if (!order) {
      order = shuffle(pool, seededRandom(JSON.stringify([this.seed, pool[0]])));
      this.orders.set(pool, order);
    }
    return order;
  }
}

function capitalizeSentence(text: string): string {
  return text.startsWith('**') ? `**${capitalize(text.slice(2))}` : capitalize(text);
}

function paragraph(sentences: string[]): string {
  return sentences.join(' ');
}

function list(lead: string | null, items: string[], numbered = false): string {
  if (items.length === 0) return '';
  return [lead, ...items.map((item, index) => `${numbered ? `${index + 1}.` : '-'} ${item}`)].filter(Boolean).join('\n');
}

/** "This guide covers the basics, practical tips and the mistakes to avoid." from the outline's sections. */
function coverage(types: SectionType[], random: () => number): string | null {
  const parts = [...new Set(types.map((type) => COVERAGE[type]).filter((part): part is string => Boolean(part)))];
  if (parts.length === 0) return null;
  const joined = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${COVERAGE_OPENINGS[Math.floor(random() * COVERAGE_OPENINGS.length)]} ${joined}.`;
}

function renderSection(type: SectionType, topic: ArticleTopic, deck: SentenceDeck, bodyTypes: SectionType[], random: () => number): string[] {
  const flavor = flavorOf(topic);
  switch (type) {
    case 'intro':
      return [
        paragraph([...deck.take(1, INTRO_OPENERS[flavor], INTRO_OPENERS[topic.intent]), ...deck.take(2, INTRO_CONTEXT)]),
        paragraph([coverage(bodyTypes, random), ...deck.take(1, INTRO_PROMISES)].filter((line): line is string => line !== null)),
      ];
    case 'overview':
      return [paragraph(deck.take(3, OVERVIEW, GENERAL)), paragraph([...deck.take(2, OVERVIEW, GENERAL), ...deck.take(1, GENERAL)])];
    case 'steps':
      return [
        list(deck.one(STEPS_LEADS), STEP_STAGES[topic.intent].flatMap((stage) => deck.take(1, stage)), true),
        paragraph(deck.take(2, STEPS_AFTER, GENERAL)),
      ];
    case 'compare':
      return [paragraph(deck.take(2, COMPARE, GENERAL)), list(deck.one(COMPARE_LEADS), deck.take(4, CRITERIA)), paragraph(deck.take(2, COMPARE, GENERAL))];
    case 'tips':
      return [list(deck.one(TIPS_LEADS), deck.take(5, TIPS)), paragraph(deck.take(2, GENERAL, OVERVIEW))];
    case 'mistakes':
      return [list(deck.one(MISTAKES_LEADS), deck.take(4, MISTAKES)), paragraph(deck.take(2, MISTAKES_AFTER, GENERAL))];
    case 'costs':
      return [paragraph(deck.take(3, COSTS, GENERAL)), list(deck.one(COST_LEADS), deck.take(4, COST_FACTORS)), paragraph(deck.take(2, COSTS, GENERAL))];
    case 'faq': {
      // An answer belongs to its question, and questions never repeat, so neither do answers.
      const answers = new Map(FAQ.map(([question, answer]) => [deck.filled(question), answer]));
      return deck.take(3, FAQ_QUESTIONS).map((question) => `**${question}**\n\n${answers.get(question)}`);
    }
    case 'conclusion':
      return [paragraph([...deck.take(2, CONCLUSIONS[topic.intent]), ...deck.take(1, GENERAL, OVERVIEW)]), paragraph(deck.take(1, CLOSERS, GENERAL))];
    case 'general':
      return [paragraph(deck.take(4, GENERAL, OVERVIEW, TIPS, COMPARE)), paragraph(deck.take(3, GENERAL, OVERVIEW, TIPS, COMPARE))];
  }
}

const FAQ_QUESTIONS = FAQ.map(([question]) => question);

/**
 * The body of one section. Sections are written one at a time, so each call replays the sections
 * before it: the article's sentences are dealt in order, and none is dealt twice.
 */
export function sandboxSection(task: { keyword: string; business: string | null; heading: string; headings: string[] }): string {
  const topic = articleTopic(task.keyword);
  const seed = seedOf(task);
  const headings = task.headings.includes(task.heading) ? task.headings : [...task.headings, task.heading];
  const types = headings.map((heading, index) => sectionTypeOf(heading, index, headings.length, topic));
  const bodyTypes = types.filter((type) => type !== 'intro' && type !== 'conclusion');
  const deck = new SentenceDeck(seed, slotsOf(topic));
  const random = seededRandom(JSON.stringify(['coverage', seed]));
  let text = '';
  for (let index = 0; index <= headings.indexOf(task.heading); index++) {
    deck.startSection();
    text = renderSection(types[index], topic, deck, bodyTypes, random)
      .filter(Boolean)
      .join('\n\n');
  }
  return text;
}
