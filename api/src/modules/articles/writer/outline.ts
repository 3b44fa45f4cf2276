import { writerErrors } from './writer.errors';

export interface Outline {
  title: string;
  metaDescription: string | null;
  headings: string[];
}

const MAX_SECTIONS = 8;

/** Reads the outline format of outline.prompt.ts; tolerant of bullets, numbering and stray blank lines. */
export function parseOutline(text: string): Outline {
  let title: string | null = null;
  let metaDescription: string | null = null;
  const headings: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim().replace(/^[-*]\s+/, '');
    const meta = /^\**meta( description)?\**\s*:\s*\**\s*(.+)$/i.exec(line);
    if (meta) metaDescription = meta[2].trim();
    else if (/^#\s+/.test(line)) title ??= clean(line.replace(/^#\s+/, ''));
    else if (/^#{2,3}\s+/.test(line)) headings.push(clean(line.replace(/^#{2,3}\s+/, '').replace(/^\d+[.)]\s*/, '')));
  }
  const sections = headings.filter(Boolean).slice(0, MAX_SECTIONS);
  if (!title || sections.length < 2) throw writerErrors.outlineUnreadable();
  return { title, metaDescription, headings: sections };
}

function clean(text: string): string {
  return text.replace(/\*\*/g, '').trim();
}

export interface RevisionHeader {
  title: string;
  metaDescription: string | null;
}

/** The title (H1) and META line of a revised article; a revision without a title and sections is unreadable. */
export function parseRevision(text: string): RevisionHeader {
  const title = /^#\s+(.+)$/m.exec(text)?.[1];
  const metaDescription = /^\s*META:\s*(.+)$/m.exec(text)?.[1]?.trim() ?? null;
  if (!title || !/^##\s+\S/m.test(text)) throw writerErrors.revisionUnreadable();
  return { title: clean(title), metaDescription };
}
