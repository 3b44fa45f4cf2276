/**
 * Text analysis shared by the content brief and the content score: wink-nlp (English lite web model)
 * tokenises, tags parts of speech, lemmatises, flags stop words and computes readability statistics.
 *
 * Terms are matched on a key per word: the Porter2 stem of the word's lower-case form (wink-nlp's `stem`).
 * Lemmas depend on the tagged part of speech ("running" is `run` as a verb but `running` as a noun, so a
 * keyword read alone and the same words in a sentence could differ); stems do not, so "shoe", "shoes" and
 * "Shoes" are one term wherever they stand. The display form of a term is its most common surface form.
 */
import type winkNLP from 'wink-nlp';
import type WinkModel from 'wink-eng-lite-web-model';

type Nlp = ReturnType<typeof winkNLP>;
type Model = typeof WinkModel;
let loaded: { createNlp: typeof winkNLP; model: Model; tagging: Nlp; sentencesOnly?: Nlp } | undefined;

/**
 * The model loads once per process (about half a second), on first use; wink-nlp and the model are
 * required only then, as they hold ~20 MB of memory that a process which never analyses a text does not need.
 * Two pipelines share it: the full one (parts of speech, for a brief's candidate terms) and one that
 * only finds sentences (the content score needs no parts of speech; tokens, stems, stop words,
 * sentences and readability are the same, at about half the time).
 */
function nlp(partsOfSpeech: boolean): Nlp {
  if (!loaded) {
    /* eslint-disable @typescript-eslint/no-require-imports -- a synchronous load on first use */
    const createNlp = require('wink-nlp') as typeof winkNLP;
    const model = require('wink-eng-lite-web-model') as Model;
    /* eslint-enable @typescript-eslint/no-require-imports */
    loaded = { createNlp, model, tagging: createNlp(model) };
  }
  if (partsOfSpeech) return loaded.tagging;
  loaded.sentencesOnly ??= loaded.createNlp(loaded.model, ['sbd']);
  return loaded.sentencesOnly;
}

/** Parts of speech a term may start or end with: a recommended phrase is about things and their qualities. */
const CONTENT_POS = new Set(['NOUN', 'PROPN', 'ADJ']);
/** A term of one word names a thing: a noun or proper noun. */
const THING_POS = new Set(['NOUN', 'PROPN']);
/**
 * Nouns and adjectives that say nothing about a topic (wink-nlp does not count them as stop words):
 * no term starts or ends with one.
 */
const GENERIC_WORDS = new Set(
  'one ones thing things lot lots way ways kind kinds sort bit part parts use uses time times people matter matters something anything everything nothing stuff day days week weeks month months year years good great best better bad new own other many much more most few several certain sure able'.split(
    ' ',
  ),
);

export interface Token {
  /** The word as written, lower case. */
  normal: string;
  /** The matching key (Porter2 stem of `normal`). */
  key: string;
  /** The universal part of speech; '' when the text was analysed without them (`partsOfSpeech: false`). */
  pos: string;
  stop: boolean;
  /** Index of the sentence the token is in; n-grams never cross sentences. */
  sentence: number;
  /** Index of the stretch between punctuation marks the token is in; candidate terms never cross one. */
  clause: number;
}

export interface AnalysedText {
  /** Word tokens only (no punctuation, symbols, spaces, URLs or emails), in order. */
  words: Token[];
  wordCount: number;
  sentenceCount: number;
  /** Flesch reading ease as wink-nlp computes it: 206.835 - 1.015 (words / sentences) - 84.6 (syllables / words). */
  fleschReadingEase: number;
}

const WORD_TYPES = new Set(['word', 'number']);

/** Stems by the token as written (wink-nlp stems that): words recur within a text and across scores. */
const stems = new Map<string, string>();
const STEM_CACHE_SIZE = 50_000;

/**
 * Tokens, stems, stop words, sentences and readability of a text; with `partsOfSpeech` (the default)
 * each word's part of speech too, which takes about as long again.
 */
export function analyse(text: string, options: { partsOfSpeech?: boolean } = {}): AnalysedText {
  const partsOfSpeech = options.partsOfSpeech ?? true;
  const engine = nlp(partsOfSpeech);
  const stemOf = loaded!.model.addons.stem as (value: string) => string;
  // wink-nlp's `its` helpers are plain functions that wink calls itself; they do not use `this`.
  /* eslint-disable @typescript-eslint/unbound-method */
  const { type, normal, value, pos: partOfSpeech, stopWordFlag, readabilityStats } = engine.its;
  const doc = engine.readDoc(text);
  const words: Token[] = [];
  let clause = 0;
  doc.sentences().each((sentence, index) => {
    const tokens = sentence.tokens();
    const types = tokens.out(type);
    const normals = tokens.out(normal);
    const values = tokens.out(value);
    const pos = partsOfSpeech ? tokens.out(partOfSpeech) : undefined;
    const stops = tokens.out(stopWordFlag) as unknown as boolean[];
    clause++;
    for (let i = 0; i < types.length; i++) {
      if (types[i] === 'punctuation') clause++;
      if (!WORD_TYPES.has(types[i])) continue;
      let key = stems.get(values[i]);
      if (key === undefined) {
        key = stemOf(values[i]);
        if (stems.size >= STEM_CACHE_SIZE) stems.clear();
        stems.set(values[i], key);
      }
      words.push({ normal: normals[i], key, pos: pos ? pos[i] : '', stop: stops[i] || types[i] === 'number', sentence: index, clause });
    }
  });
  const stats = doc.out(readabilityStats) as unknown as { fres: number; numOfSentences: number };
  /* eslint-enable @typescript-eslint/unbound-method */
  return { words, wordCount: words.length, sentenceCount: stats.numOfSentences, fleschReadingEase: stats.fres };
}

const phraseKeys = new Map<string, string>();
const PHRASE_KEY_CACHE_SIZE = 10_000;

/** The matching key of a phrase: its words' keys joined by spaces ("Running Shoes" -> "run shoe"). Remembered: terms recur on every score. */
export function phraseKey(phrase: string): string {
  let key = phraseKeys.get(phrase);
  if (key === undefined) {
    key = analyse(phrase, { partsOfSpeech: false }).words.map((w) => w.key).join(' ');
    if (phraseKeys.size >= PHRASE_KEY_CACHE_SIZE) phraseKeys.clear();
    phraseKeys.set(phrase, key);
  }
  return key;
}

/** How many times the key sequence `key` (from `phraseKey`) occurs in `words`, within sentences. */
export function countPhrase(words: readonly Token[], key: string): number {
  const parts = key.split(' ').filter(Boolean);
  if (parts.length === 0) return 0;
  let count = 0;
  outer: for (let i = 0; i + parts.length <= words.length; i++) {
    for (let j = 0; j < parts.length; j++) {
      if (words[i + j].key !== parts[j] || words[i + j].sentence !== words[i].sentence) continue outer;
    }
    count++;
  }
  return count;
}

/** Counts of every key sequence in `words`, for `countPhrase` on many terms at once. */
export function countAllNgrams(words: readonly Token[], maxN: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i < words.length; i++) {
    let key = '';
    for (let n = 1; n <= maxN && i + n <= words.length; n++) {
      const word = words[i + n - 1];
      if (word.sentence !== words[i].sentence) break;
      key = n === 1 ? word.key : `${key} ${word.key}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * How often each of `keys` (from `phraseKey`) occurs in `words`, within sentences: the same counts as
 * `countAllNgrams` gives them, from one pass along a tree of the keys' words, so no other word
 * sequence is built.
 */
export function countPhrases(words: readonly Token[], keys: readonly string[]): Map<string, number> {
  interface Node {
    next: Map<string, Node>;
    key?: string;
  }
  const root: Node = { next: new Map() };
  const counts = new Map<string, number>();
  for (const key of keys) {
    const parts = key.split(' ').filter(Boolean);
    if (parts.length === 0) continue;
    let node = root;
    for (const part of parts) {
      let child = node.next.get(part);
      if (!child) node.next.set(part, (child = { next: new Map() }));
      node = child;
    }
    node.key = key;
    counts.set(key, 0);
  }
  for (let i = 0; i < words.length; i++) {
    let node: Node | undefined = root;
    for (let j = i; j < words.length && words[j].sentence === words[i].sentence; j++) {
      node = node.next.get(words[j].key);
      if (!node) break;
      if (node.key !== undefined) counts.set(node.key, counts.get(node.key)! + 1);
    }
  }
  return counts;
}

export interface Candidate {
  key: string;
  /** The phrase as written, lower case. */
  surface: string;
}

/**
 * Candidate terms of a text: n-grams of 1 to `maxN` words between punctuation marks that start and end with a
 * noun, proper noun or adjective that is neither a stop word nor a generic word, with only such words or
 * gerunds between, and no number; a single word must be a noun or proper noun.
 */
export function candidateTerms(words: readonly Token[], maxN: number): Candidate[] {
  const out: Candidate[] = [];
  const usable = (t: Token) => !t.stop && CONTENT_POS.has(t.pos) && t.normal.length > 1 && /\p{L}/u.test(t.normal) && !GENERIC_WORDS.has(t.normal);
  for (let i = 0; i < words.length; i++) {
    if (!usable(words[i])) continue;
    for (let n = 1; n <= maxN && i + n <= words.length; n++) {
      const last = words[i + n - 1];
      if (last.clause !== words[i].clause || /\d/.test(last.normal)) break;
      if (n > 1 && !usable(last)) {
        // A word inside a phrase may also be a gerund ("trail running shoes"); anything else ends it.
        if (last.pos === 'VERB' && last.normal.endsWith('ing') && !last.stop) continue;
        break;
      }
      if (n === 1 && !THING_POS.has(last.pos)) continue;
      const slice = words.slice(i, i + n);
      out.push({ key: slice.map((w) => w.key).join(' '), surface: slice.map((w) => w.normal).join(' ') });
    }
  }
  return out;
}
