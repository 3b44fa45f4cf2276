import { CheckCircle2, Clock, Loader2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ArticleActions } from '../articles/article-actions';
import type { SavedArticle } from '../articles/article-history';
import { ArticleMarkdown } from '../articles/article-markdown';
import { ContentScoreBadge, revisionScoresText } from '../articles/content-score-band';
import { articleProgress, type LiveArticle } from './live-articles';

/** A revision replaces the text as it streams: its badge says so rather than naming a section. */
const writingLabel = (section: string | null) => (section ? (/^Revision \d+$/.test(section) ? `Revising (${section})` : `Writing “${section}”`) : 'Writing…');

/** One article of the batch: its progress, then its text as it is written, then its score (once stored) and actions. */
export function LiveArticleCard({ article, jobActive, stored }: { article: LiveArticle; jobActive: boolean; stored?: SavedArticle }) {
  const progress = articleProgress(article);
  return (
    <Card aria-label={`Article: ${article.keyword}`} data-testid="live-article" data-progress={progress}>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle className="break-words text-base">{article.keyword}</CardTitle>
        {progress === 'done' ? (
          <Badge variant="success" className="w-fit">
            <CheckCircle2 className="size-3" aria-hidden="true" />
            Done
          </Badge>
        ) : progress === 'writing' && jobActive ? (
          <Badge variant="secondary" className="w-fit">
            <Loader2 className="size-3 animate-spin" aria-hidden="true" />
            {writingLabel(article.section)}
          </Badge>
        ) : jobActive ? (
          <Badge variant="outline" className="w-fit">
            <Clock className="size-3" aria-hidden="true" />
            Waiting
          </Badge>
        ) : (
          <Badge variant="outline" className="w-fit">
            Not finished
          </Badge>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {stored?.contentScore != null ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <ContentScoreBadge score={stored.contentScore} />
            {stored.scoreHistory && stored.scoreHistory.length > 1 ? <span data-testid="revision-scores">{revisionScoresText(stored.scoreHistory)}</span> : null}
          </div>
        ) : null}
        {article.text ? <ArticleMarkdown text={article.text} /> : null}
        {progress === 'done' ? <ArticleActions keyword={article.keyword} text={article.text} /> : null}
      </CardContent>
    </Card>
  );
}
