import Markdown, { type Components } from 'react-markdown';
import { splitArticle } from './article-text';

// Tailwind typography is not installed, so the elements articles use are styled here.
const components: Components = {
  h1: ({ node: _node, ...props }) => <h1 className="text-2xl font-bold tracking-tight sm:text-3xl" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 className="mt-8 text-xl font-semibold tracking-tight" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 className="mt-6 text-lg font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-4 leading-7 text-foreground/90" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-4 list-disc space-y-1.5 pl-6 leading-7" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="mt-4 list-decimal space-y-1.5 pl-6 leading-7" {...props} />,
  a: ({ node: _node, ...props }) => <a className="font-medium text-primary underline underline-offset-4" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-4 border-l-4 border-primary/40 pl-4 italic text-muted-foreground" {...props} />
  ),
};

/** An article as markdown, with its META line shown as the meta description rather than as body text. */
export function ArticleMarkdown({ text }: { text: string }) {
  const { metaDescription, body } = splitArticle(text);
  return (
    <div className="space-y-4">
      {metaDescription ? (
        <p className="rounded-lg border bg-muted/50 px-3 py-2 text-sm" data-testid="meta-description">
          <span className="font-semibold">Meta description: </span>
          <span className="text-muted-foreground">{metaDescription}</span>
        </p>
      ) : null}
      <div className="break-words text-[0.9375rem] [&>*:first-child]:mt-0" data-testid="article-body">
        <Markdown components={components}>{body}</Markdown>
      </div>
    </div>
  );
}
