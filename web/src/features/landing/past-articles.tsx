import { Spinner } from '../../components/ui/spinner';
import { SavedArticleCard } from '../articles/saved-article-card';
import { useSavedArticles } from '../articles/use-saved-articles';

const LANDING_PREVIEW_LENGTH = 180;

export function PastArticles() {
  const { articles, loading } = useSavedArticles();
  return (
    <section aria-labelledby="past-articles-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <h2 id="past-articles-heading" className="mb-8 text-2xl font-bold tracking-tight">
        Past Articles
      </h2>
      {loading ? (
        <Spinner label="Loading past articles" />
      ) : articles.length === 0 ? (
        <p className="rounded-xl border border-dashed px-6 py-10 text-center text-muted-foreground">
          No past articles yet. Generate some!
        </p>
      ) : (
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <SavedArticleCard key={article.id} article={article} previewLength={LANDING_PREVIEW_LENGTH} />
          ))}
        </div>
      )}
    </section>
  );
}
