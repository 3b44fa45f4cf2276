import { CheckCircle2, Clock, Loader2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { ArticleActions } from '../articles/article-actions';
import { ArticleMarkdown } from '../articles/article-markdown';
import { articleProgress, type LiveArticle } from './live-articles';

/** One article of the batch: its progress, then its text as it is written, then its actions. */
export function LiveArticleCard({ article, jobActive }: { article: LiveArticle; jobActive: boolean }) {
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
            {article.section ? `Writing “${article.section}”` : 'Writing…'}
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
        {article.text ? <ArticleMarkdown text={article.text} /> : null}
        {progress === 'done' ? <ArticleActions keyword={article.keyword} text={article.text} /> : null}
      </CardContent>
    </Card>
  );
}
