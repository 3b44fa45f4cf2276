import type { ArticleDraft } from './article-draft.entity';

type Written = Pick<ArticleDraft, 'title' | 'metaDescription' | 'sections' | 'revisedText'>;

/** The META line and the H1 the article opens with, once it is outlined. */
export function headerOf(draft: Pick<ArticleDraft, 'title' | 'metaDescription'>): string {
  if (!draft.title) return '';
  return `${draft.metaDescription ? `META: ${draft.metaDescription}\n\n` : ''}# ${draft.title}\n\n`;
}

/** The article's text (its latest revision's, else its written sections'): exactly what its live text adds up to. */
export function writtenText(draft: Written): string {
  return draft.revisedText ?? headerOf(draft) + draft.sections.join('\n\n');
}

/** What the live text of a section starts with: a blank line after the previous section, then its heading. */
export function sectionOpening(section: number, heading: string): string {
  return `${section > 0 ? '\n\n' : ''}## ${heading}\n\n`;
}

/** Words of the article's body, without the META line and markdown markers. */
export function countWords(text: string): number {
  const body = text.replace(/^META:.*$/m, '').replace(/[#>*_`-]+/g, ' ');
  return body.match(/[\p{L}\p{N}][\p{L}\p{N}'’]*/gu)?.length ?? 0;
}

/** What the live text calls a revision while it streams ("Revision 1"). */
export function revisionLabel(revision: number): string {
  return `Revision ${revision}`;
}
