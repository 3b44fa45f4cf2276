import { escapeHtml } from '../../lib/escape-html';

/**
 * Spec §3 "Article": the text may carry a line starting with META: (the meta description) and a
 * first-level heading as the title. The META line is shown as the meta description, never as body.
 */
export interface ArticleParts {
  metaDescription: string | null;
  title: string | null;
  /** The markdown without the META line. */
  body: string;
}

const META_PREFIX = 'META:';

export function splitArticle(text: string): ArticleParts {
  const lines = text.split('\n');
  let metaDescription: string | null = null;
  const bodyLines: string[] = [];
  lines.forEach((line, index) => {
    const trimmed = line.trim();
    const isLast = index === lines.length - 1;
    if (metaDescription === null && trimmed.toUpperCase().startsWith(META_PREFIX)) {
      metaDescription = trimmed.slice(META_PREFIX.length).trim();
      return;
    }
    // While text streams in, "MET" may be the start of the META line: keep it out of the body.
    if (isLast && trimmed.length > 0 && META_PREFIX.startsWith(trimmed.toUpperCase()) && bodyLines.every((l) => !l.trim())) return;
    bodyLines.push(line);
  });
  const body = bodyLines.join('\n').replace(/^\s*\n/, '');
  const heading = /^#\s+(.+)$/m.exec(body);
  return { metaDescription, title: heading ? heading[1].trim() : null, body };
}

function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** The Markdown download: the meta description and title as front matter, then the body. */
export function articleMarkdownFile(text: string, keyword: string): string {
  const { metaDescription, title, body } = splitArticle(text);
  const frontMatter = [`title: ${yamlString(title ?? keyword)}`, `keyword: ${yamlString(keyword)}`];
  if (metaDescription) frontMatter.push(`description: ${yamlString(metaDescription)}`);
  return `---\n${frontMatter.join('\n')}\n---\n\n${body.trim()}\n`;
}

/** The HTML download: a standalone page with the title and meta description in its head. */
export function articleHtmlFile(parts: { title: string; metaDescription: string | null; bodyHtml: string }): string {
  const meta = parts.metaDescription
    ? `\n  <meta name="description" content="${escapeHtml(parts.metaDescription)}">`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${escapeHtml(parts.title)}</title>${meta}
</head>
<body>
<article>
${parts.bodyHtml}
</article>
</body>
</html>
`;
}
