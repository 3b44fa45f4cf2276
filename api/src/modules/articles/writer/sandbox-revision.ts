import { capitalize } from '../../../common/english';
import { outlineMarkdown } from '../../content/markdown-outline';
import { missingTerms } from './prompts/revise.prompt';
import type { RevisionTask } from './writer';

/** The most words one sandbox revision adds, so a revision reads as an edit rather than a second article. */
const MAX_ADDED_WORDS = 100;
const MAX_TERM_USES = 3;

const SECTION_HEADINGS = ['What else to know about {kw}', 'Questions readers ask about {kw}', 'Putting {kw} into practice'];
const SUBHEADINGS = ['Where to start', 'What to check first', 'What to do next', 'When to get help'];
const TERM_SENTENCES = ['It also helps to understand {t}.', 'Readers often ask about {t} as well.', 'A closer look at {t} pays off.'];
const FILLER = [
  'Start with the basics and build from there.',
  'Small, steady steps work better than one big change.',
  'Write down what you try, so you can see what works.',
  'Check the result after each change before you move on.',
  'Ask someone with experience when a step is unclear.',
  'Keep the plan simple enough to follow on a busy day.',
  'Set a short time each week to look back at progress.',
  'Compare two or three options before you settle on one.',
  'Read the fine print before you commit to anything.',
  'A clear goal makes every later choice easier.',
  'Most problems have a simple cause, so look there first.',
  'Plan for a few mistakes, since they are part of learning.',
  'Keep notes short and clear, so they are easy to use later.',
  'When in doubt, choose the option that is easiest to undo.',
  'Good habits matter more than any single tool or trick.',
  'Share what you learn, since teaching helps you remember.',
];

/**
 * The sandbox writer's revision (SANDBOX): deterministic edits aimed at the weakest parts of the score,
 * so the optimise loop can be run and tested without a language model. It puts the keyword in the meta
 * description and first paragraph when they lack it, and adds one section before the conclusion that
 * uses the missing terms, adds subheadings when the text has too few, and adds words when it is too short.
 */
export function sandboxRevision(task: RevisionTask): string {
  const { keyword, revision, score, target } = task;
  const meta = /^\s*META:\s*(.*)$/m.exec(task.text)?.[1]?.trim() ?? '';
  let body = task.text.replace(/^\s*META:.*(\r?\n)*/, '');
  const lowerKeyword = keyword.toLowerCase();
  const newMeta = meta.toLowerCase().includes(lowerKeyword) ? meta : `SANDBOX · ${capitalize(keyword)}: ${meta || 'a revised guide.'}`;

  const outline = outlineMarkdown(body);
  if (!outline.firstParagraph.toLowerCase().includes(lowerKeyword)) {
    // A paragraph of its own right after the H1 becomes the first paragraph.
    body = body.replace(/^(#\s.*\n+)/m, `$1This guide is about ${keyword}.\n\n`);
  }

  const fill = (template: string) => template.replace('{kw}', keyword);
  const lines: string[] = [`## ${fill(SECTION_HEADINGS[(revision - 1) % SECTION_HEADINGS.length])}`, '', `SANDBOX revision ${revision}: added by the sandbox writer to raise the content score.`];
  const termSentences = missingTerms(task)
    .slice(0, 12)
    .flatMap((term, index) =>
      Array.from({ length: Math.min(MAX_TERM_USES, term.min - term.count) }, (_, use) => TERM_SENTENCES[(index + use) % TERM_SENTENCES.length].replace('{t}', term.term)),
    );
  if (termSentences.length > 0) lines.push('', termSentences.join(' '));

  const headingsShort = Math.max(0, target.headingCount.min - outline.headings.length - 1);
  const wordsShort = Math.max(0, target.wordCount.min - score.wordCount);
  // Each revision starts further into the sentences, so two revisions do not add the same ones.
  const filler = [...FILLER.slice(((revision - 1) * 8) % FILLER.length), ...FILLER.slice(0, ((revision - 1) * 8) % FILLER.length)];
  let next = 0;
  const take = (words: number) => {
    const sentences: string[] = [];
    for (let count = 0; count < words && next < filler.length; next++) {
      sentences.push(filler[next]);
      count += filler[next].split(' ').length;
    }
    return sentences.join(' ');
  };
  const wanted = Math.min(MAX_ADDED_WORDS, wordsShort);
  const subsections = Math.min(SUBHEADINGS.length, headingsShort);
  for (let index = 0; index < subsections; index++) {
    lines.push('', `### ${SUBHEADINGS[index]}`, '', take(Math.max(12, Math.ceil(wanted / subsections))));
  }
  if (subsections === 0 && wanted > 0) lines.push('', take(wanted));

  const section = lines.join('\n');
  // Before the conclusion (the last H2) when there is one, else at the end.
  const lastH2 = body.lastIndexOf('\n## ');
  const revised = lastH2 > 0 ? `${body.slice(0, lastH2).trimEnd()}\n\n${section}\n\n${body.slice(lastH2 + 1)}` : `${body.trimEnd()}\n\n${section}`;
  return `META: ${newMeta}\n\n${revised.trim()}`;
}
