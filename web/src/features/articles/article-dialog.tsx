import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { ArticleActions } from './article-actions';
import type { SavedArticle } from './article-history';
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
            <ArticleActions keyword={article.keyword} text={article.article} />
            <ArticleMarkdown text={article.article} />
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
