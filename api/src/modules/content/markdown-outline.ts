/**
 * The parts of a Markdown article the content score looks at: its H1, its H2-H6 headings, its first
 * paragraph, and its text without Markdown syntax (what a reader reads).
 */
export interface Heading {
  level: number;
  text: string;
}

export interface MarkdownOutline {
  h1: string | undefined;
  /** Every heading below H1, in order. */
  headings: Heading[];
  firstParagraph: string;
  /** The readable text: one line per block, headings and list items included, syntax removed. */
  plainText: string;
}

/** Inline Markdown to text: images and links keep their text, emphasis and code marks go. */
export function inlineText(line: string): string {
  return line
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/(\*\*|__|\*|_|`|~~)/g, '')
    .trim();
}

export function outlineMarkdown(markdown: string): MarkdownOutline {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let h1: string | undefined;
  const headings: Heading[] = [];
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let firstParagraph = '';
  let inFence = false;
  const endParagraph = () => {
    if (paragraph.length === 0) return;
    const text = paragraph.join(' ');
    if (!firstParagraph) firstParagraph = text;
    // A paragraph ends a sentence even when its writer left out the full stop.
    blocks.push(/[.!?:]$/.test(text) ? text : `${text}.`);
    paragraph = [];
  };
  for (const raw of lines) {
    const line = raw.trim();
    if (/^(```|~~~)/.test(line)) {
      endParagraph();
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    if (heading) {
      endParagraph();
      const text = inlineText(heading[2]);
      if (heading[1].length === 1 && h1 === undefined) h1 = text;
      else headings.push({ level: heading[1].length, text });
      blocks.push(/[.!?:]$/.test(text) ? text : `${text}.`);
      continue;
    }
    if (line === '' || /^(-{3,}|\*{3,}|_{3,})$/.test(line)) {
      endParagraph();
      continue;
    }
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      endParagraph();
      const text = inlineText(item[1]);
      blocks.push(/[.!?:]$/.test(text) ? text : `${text}.`);
      continue;
    }
    paragraph.push(inlineText(line.replace(/^>\s?/, '')));
  }
  endParagraph();
  return { h1, headings, firstParagraph, plainText: blocks.join('\n') };
}
