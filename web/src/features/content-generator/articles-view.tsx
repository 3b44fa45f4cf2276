import { CheckCircle2, Loader2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/graphql-error';
import type { SavedArticle } from '../articles/article-history';
import { LiveArticleCard } from './live-article-card';
import { generatedArticlesText } from './live-articles';
import { isJobFinished, type JobState } from '../jobs/use-job';
import { useArticleJob } from './use-article-job';
import { SandboxWriterNote } from './writer-badge';

interface ArticlesViewProps {
  jobId: string;
  keywords: string[];
  onFinished(job: JobState, articles: SavedArticle[]): void;
}

/** The batch being written: overall progress, each article live, and cancel while it runs. */
export function ArticlesView({ jobId, keywords, onFinished }: ArticlesViewProps) {
  const { job, articles, finished, cancelling, cancel } = useArticleJob(jobId, keywords, onFinished);
  const active = !job || !isJobFinished(job);
  const done = job?.progress.done ?? 0;
  const total = job?.progress.total || keywords.length;
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;

  const onCancel = () => {
    cancel().catch((error: unknown) =>
      toast({ title: 'Article generation error', description: errorMessage(error, 'The job could not be cancelled.'), variant: 'destructive' }),
    );
  };

  return (
    <div className="space-y-6">
      <SandboxWriterNote />
      <section aria-label="Generation progress" className="rounded-xl border bg-card p-4 shadow-sm sm:p-5" data-testid="batch-progress">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="flex items-center gap-2 text-sm font-semibold" aria-live="polite">
            {active ? (
              <Loader2 className="size-4 animate-spin text-primary" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
            )}
            {active
              ? 'Writing articles…'
              : job?.status === 'succeeded' && finished
                ? generatedArticlesText(finished.length)
                : job?.status === 'cancelled'
                  ? 'Generation cancelled'
                  : job?.status === 'failed'
                    ? 'Article generation error'
                    : 'Saving articles…'}
          </p>
          <div className="flex items-center gap-3">
            <span className="text-sm tabular-nums text-muted-foreground" data-testid="batch-count">
              {done} of {total} {total === 1 ? 'article' : 'articles'}
            </span>
            {active ? (
              <Button variant="outline" size="sm" onClick={onCancel} disabled={cancelling || !job}>
                {cancelling ? 'Cancelling…' : 'Cancel'}
              </Button>
            ) : null}
          </div>
        </div>
        <div
          role="progressbar"
          aria-label="Articles written"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          className="mt-3 h-2.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-2 min-h-5 text-xs text-muted-foreground">
          {job?.status === 'failed' ? job.error : active ? (job?.progress.message ?? 'Starting…') : ''}
        </p>
      </section>
      <div className="space-y-6">
        {articles.map((article) => (
          <LiveArticleCard key={article.index} article={article} jobActive={active} stored={finished?.find((saved) => saved.id === article.articleId)} />
        ))}
      </div>
    </div>
  );
}
