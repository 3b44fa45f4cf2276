import Markdown, { type Components } from 'react-markdown';

// Tailwind typography is not installed, so each element the posts use gets its own styling here.
const components: Components = {
  h2: ({ node: _node, ...props }) => (
    <h2 className="mt-10 scroll-mt-20 text-2xl font-semibold tracking-tight text-foreground" {...props} />
  ),
  h3: ({ node: _node, ...props }) => <h3 className="mt-8 text-xl font-semibold text-foreground" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-5 leading-7 text-foreground/90" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="mt-5 list-disc space-y-2 pl-6 leading-7 marker:text-primary" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="mt-5 list-decimal space-y-2 pl-6 leading-7 marker:font-semibold marker:text-primary" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1 text-foreground/90" {...props} />,
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-foreground" {...props} />,
  a: ({ node: _node, ...props }) => (
    <a className="font-medium text-primary underline underline-offset-4 hover:text-primary/80" {...props} />
  ),
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-[0.875em] text-accent-foreground" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-6 border-l-4 border-primary/40 pl-4 italic text-muted-foreground" {...props} />
  ),
  hr: ({ node: _node, ...props }) => <hr className="my-10 border-border" {...props} />,
};

export function PostMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="text-base break-words sm:text-[1.0625rem] [&>*:first-child]:mt-0">
      <Markdown components={components}>{markdown}</Markdown>
    </div>
  );
}
