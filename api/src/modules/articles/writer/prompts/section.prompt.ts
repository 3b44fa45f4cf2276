import type { WritingBrief } from '../writer';
import { termList } from './brief-lines';
import type { RenderedPrompt } from './rendered-prompt';

/** Prompt version 2: the body of one section of an outlined article, in markdown; with a content brief's terms when there is one. */
export function sectionPrompt(input: {
  keyword: string;
  business: string | null;
  title: string;
  heading: string;
  headings: string[];
  brief?: WritingBrief | null;
}): RenderedPrompt {
  return {
    system:
      'You are an experienced SEO copywriter. You write accurate, readable, helpful markdown for web articles. ' +
      'You never invent statistics, quotes or sources.',
    user: [
      `Article title: ${input.title}`,
      `Target keyword: ${input.keyword}`,
      input.business ? `Published by: ${input.business}` : null,
      `Outline: ${input.headings.join(' | ')}`,
      input.brief && input.brief.terms.length > 0 ? `Terms the whole article should use (times in the article): ${termList(input.brief.terms)}` : null,
      '',
      `Write the section "${input.heading}" only: 120 to 220 words, short paragraphs, a bulleted list where it helps.`,
      `Use the keyword${input.brief ? ' and the terms that fit this section' : ''} naturally where it fits. Do not repeat the section heading and do not write other sections.`,
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    maxTokens: 700,
  };
}
