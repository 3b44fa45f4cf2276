/**
 * Checks for generated English, shared by the sandbox generators' tests: each returns what is wrong,
 * so a failing test shows the offending text.
 */

// "a" before a vowel sound, or "an" before a consonant sound; "a one-off", "a user" and "an hour" are right.
const WRONG_ARTICLE = /\b(?:a (?!one|once|uni|use|usu|eu)[aeiou]\w*|an (?!hour|honest|honou?r|heir)[b-df-hj-np-tv-z]\w*)/gi;
// Within a line: a heading may end with the word the next line starts with.
const DOUBLED_WORD = /\b(\w+)[^\S\n]+\1\b/gi;
const LEFTOVER = /\{\w+\}|\bundefined\b|\bnull\b|\bNaN\b/g;

/** Word-level problems anywhere in a text. */
export function wordProblems(text: string): string[] {
  return [...text.matchAll(WRONG_ARTICLE), ...text.matchAll(DOUBLED_WORD), ...text.matchAll(LEFTOVER)].map((match) => match[0]);
}

/** The sentences of a markdown article's body: no META line, headings or notice; list markers and bold dropped. */
export function sentencesOf(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.trim() && !/^(?:META:|#|>)/.test(line))
    .map((line) => line.replace(/^\s*(?:-|\d+\.)\s+/, '').replace(/\*\*/g, ''))
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=[A-Z“])/));
}

/** Sentences that do not start with a capital or do not end with punctuation. */
export function sentenceProblems(markdown: string): string[] {
  return sentencesOf(markdown).filter((sentence) => !/^[A-Z0-9“]/.test(sentence) || !/[.!?:]$/.test(sentence));
}
