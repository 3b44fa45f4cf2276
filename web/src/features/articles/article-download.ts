import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Markdown from 'react-markdown';
import { articleFileName, saveFile } from './article-history';
import { articleHtmlFile, articleMarkdownFile, splitArticle } from './article-text';

export type ArticleFormat = 'md' | 'html';

/**
 * The same markdown library that renders the article on screen writes its HTML, rendered into a
 * detached element (react-dom/server would add its own copy of React to the bundle).
 */
function markdownToHtml(markdown: string): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(createElement(Markdown, null, markdown)));
  const html = container.innerHTML;
  root.unmount();
  return html;
}

/** The file a generated article downloads as, in Markdown or as an HTML page. */
export function articleFile(
  article: { keyword: string; text: string },
  format: ArticleFormat,
): { name: string; content: string; mimeType: string } {
  if (format === 'md') {
    return { name: articleFileName(article.keyword, 'md'), content: articleMarkdownFile(article.text, article.keyword), mimeType: 'text/markdown' };
  }
  const { metaDescription, title, body } = splitArticle(article.text);
  const bodyHtml = markdownToHtml(body);
  return {
    name: articleFileName(article.keyword, 'html'),
    content: articleHtmlFile({ title: title ?? article.keyword, metaDescription, bodyHtml }),
    mimeType: 'text/html',
  };
}

export function downloadArticleFile(article: { keyword: string; text: string }, format: ArticleFormat): void {
  const file = articleFile(article, format);
  saveFile(file.name, file.content, file.mimeType);
}
