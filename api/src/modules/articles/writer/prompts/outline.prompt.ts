import type { WritingBrief } from '../writer';
import { briefLines } from './brief-lines';
import type { RenderedPrompt } from './rendered-prompt';

/** Prompt version 2: an SEO article outline in a fixed line format that parseOutline reads; from a content brief when there is one. */
export function outlinePrompt(input: { keyword: string; business: string | null; brief?: WritingBrief | null }): RenderedPrompt {
  const publisher = input.business ? [`The article is published by this business: ${input.business}`] : [];
  const brief = input.brief
    ? ['', ...briefLines(input.brief), 'Plan sections that cover what these pages cover and answer the questions, in your own headings.']
    : [];
  return {
    system:
      'You are an experienced SEO content strategist. You plan articles that answer the search intent of a keyword ' +
      'completely, in clear English, without filler. You answer only in the exact format requested.',
    user: [
      `Plan an SEO article whose target keyword is "${input.keyword}".`,
      ...publisher,
      ...brief,
      '',
      'Answer with exactly these lines and nothing else:',
      'META: <a meta description of at most 155 characters that contains the keyword>',
      '# <the article title, containing the keyword>',
      '## <section heading>   (between 4 and 7 of these lines; the first is "Introduction", the last is "Conclusion")',
    ].join('\n'),
    maxTokens: 400,
  };
}
