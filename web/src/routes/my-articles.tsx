import * as React from 'react';
import { Link } from 'react-router-dom';
import { FileText } from 'lucide-react';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/confirm-dialog';
import { Spinner } from '../components/ui/spinner';
import { toast } from '../components/ui/toast';
import { ArticleDialog } from '../features/articles/article-dialog';
import type { SavedArticle } from '../features/articles/article-history';
import { SavedArticleCard } from '../features/articles/saved-article-card';
import { useSavedArticles } from '../features/articles/use-saved-articles';

const MY_ARTICLES_PREVIEW_LENGTH = 200;

export default function MyArticlesPage() {
  const { articles, loading, origin, remove } = useSavedArticles();
  const [open, setOpen] = React.useState<SavedArticle | null>(null);
  const [deleting, setDeleting] = React.useState<SavedArticle | null>(null);
  // The card and its Delete button go with the article.
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight focus:outline-none">
          My Articles
        </h1>
        <p className="mt-1 text-muted-foreground">
          {origin === 'server' ? 'Articles saved to your account, newest first.' : 'Articles generated in this browser, newest first.'}
        </p>
      </header>
      {loading ? (
        <Spinner label="Loading your articles" />
      ) : articles.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
            <FileText className="size-6" aria-hidden="true" />
          </span>
          <div>
            <p className="font-medium">No saved articles yet</p>
            <p className="mt-1 text-sm text-muted-foreground">Generated articles appear here automatically.</p>
          </div>
          <Button asChild>
            <Link to="/dashboard">Go to Dashboard</Link>
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <SavedArticleCard
              key={article.id}
              article={article}
              previewLength={MY_ARTICLES_PREVIEW_LENGTH}
              showStats
              editable={origin === 'server'}
              onOpen={setOpen}
              onDelete={setDeleting}
            />
          ))}
        </div>
      )}
      <ArticleDialog article={open} onClose={() => setOpen(null)} />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete article"
        description={`Delete “${deleting?.keyword ?? ''}”? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        failureMessage="The article could not be deleted. Please try again."
        onConfirm={async () => {
          if (!deleting) return;
          await remove(deleting.id);
          toast({ title: 'Article deleted', description: deleting.keyword });
        }}
        onClose={() => setDeleting(null)}
        focusAfterConfirm={headingRef}
      />
    </div>
  );
}
