import type { RenderedPrompt } from './rendered-prompt';

/** Prompt version 1: the body of one section of an outlined article, in markdown. */
export function sectionPrompt(input: { keyword: string; business: string | null; title: string; heading: string; headings: string[] }): RenderedPrompt {
  return {
    system:
      'You are an experienced SEO copywriter. You write accurate, readable, helpful markdown for web articles. ' +
      'You never invent statistics, quotes or sources.',
    user: [
      `Article title: ${input.title}`,
      `Target keyword: ${input.keyword}`,
      input.business ? `Published by: ${input.business}` : null,
      `Outline: ${input.headings.join(' | ')}`,
      '',
      `Write the section "${input.heading}" only: 120 to 220 words, short paragraphs, a bulleted list where it helps.`,
      'Use the keyword naturally where it fits. Do not repeat the section heading and do not write other sections.',
    ]
      .filter((line): line is string => line !== null)
      .join('\n'),
    maxTokens: 700,
  };
}
