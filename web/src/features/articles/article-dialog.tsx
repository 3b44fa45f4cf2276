import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { ArticleActions } from './article-actions';
import type { SavedArticle } from './article-history';
import { ContentScoreBadge, revisionScoresText } from './content-score-band';
import { ArticleMarkdown } from './article-markdown';

/** A saved article in full, with copy and download. */
export function ArticleDialog({ article, onClose }: { article: SavedArticle | null; onClose(): void }) {
  return (
    <Dialog open={article !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        {article ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-words">{article.keyword}</DialogTitle>
              <DialogDescription>{new Date(article.createdAt).toLocaleString()}</DialogDescription>
            </DialogHeader>
            {article.contentScore != null ? (
              <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                <ContentScoreBadge score={article.contentScore} />
                {article.scoreHistory && article.scoreHistory.length > 1 ? <span data-testid="revision-scores">{revisionScoresText(article.scoreHistory)}</span> : null}
              </div>
            ) : null}
            <ArticleActions keyword={article.keyword} text={article.article} />
            <ArticleMarkdown text={article.article} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
