import type { RevisionTask } from '../writer';
import type { RenderedPrompt } from './rendered-prompt';

const WEAKEST_PARTS = 3;
const MAX_MISSING_TERMS = 15;

/** The parts that lose the most points, weakest first; parts with full points are left out. */
export function weakestParts(task: Pick<RevisionTask, 'score'>) {
  return task.score.parts
    .filter((part) => part.points < part.maxPoints)
    .sort((a, b) => b.maxPoints - b.points - (a.maxPoints - a.points))
    .slice(0, WEAKEST_PARTS);
}

/** The target terms the article uses less often than their range asks, most missing first. */
export function missingTerms(task: Pick<RevisionTask, 'score'>) {
  return task.score.terms.filter((term) => term.count < term.min).sort((a, b) => b.min - b.count - (a.min - a.count));
}

/** Prompt version 1: the whole article again, with its weakest parts improved (the score's breakdown and missing terms say which). */
export function revisePrompt(task: RevisionTask): RenderedPrompt {
  const missing = missingTerms(task).slice(0, MAX_MISSING_TERMS);
  return {
    system:
      'You are an experienced SEO editor. You revise web articles so they cover their topic as completely as the pages that rank, ' +
      'while staying accurate and readable. You never invent statistics, quotes or sources. You answer only with the revised article.',
    user: [
      `Target keyword: ${task.keyword}`,
      `The article below has a content score of ${task.score.score}/100; the goal is ${task.goal}.`,
      '',
      'Its weakest parts, with what would raise them:',
      ...weakestParts(task).map((part) => `- ${part.name} (${part.points} of ${part.maxPoints} points): ${part.advice}`),
      ...(missing.length > 0
        ? ['', 'Terms to use more (used now / times to aim for):', ...missing.map((term) => `- ${term.term}: ${term.count} / ${term.min === term.max ? term.min : `${term.min}-${term.max}`}`)]
        : []),
      '',
      'Improve these parts and keep what already works. Answer with the whole revised article in Markdown and nothing else:',
      'META: <a meta description of at most 155 characters that contains the keyword>',
      '# <the title, containing the keyword>',
      '## <section heading>, then the section, for every section',
      '',
      'The article:',
      '',
      task.text,
    ].join('\n'),
    maxTokens: 4000,
  };
}
