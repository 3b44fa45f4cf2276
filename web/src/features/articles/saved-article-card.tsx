import { Link } from 'react-router-dom';
import { CalendarDays, Download, Eye, PencilLine, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { articlePreview, downloadArticle, type SavedArticle } from './article-history';
import { ContentScoreBadge, revisionScoresText } from './content-score-band';

interface SavedArticleCardProps {
  article: SavedArticle;
  previewLength: number;
  /** My Articles also shows volume and competition. */
  showStats?: boolean;
  onOpen?(article: SavedArticle): void;
  onDelete?(article: SavedArticle): void;
  /** Offers the editor (articles saved to the account). */
  editable?: boolean;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const numberFormat = new Intl.NumberFormat();

export function SavedArticleCard({ article, previewLength, showStats = false, onOpen, onDelete, editable = false }: SavedArticleCardProps) {
  const { toast } = useToast();
  const onDownload = () => {
    downloadArticle(article);
    toast({ title: 'Article downloaded' });
  };
  return (
    <Card className="flex h-full flex-col" data-testid="saved-article">
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0 pb-3">
        <div className="min-w-0 space-y-1.5">
          <CardTitle className="break-words text-base">{article.keyword}</CardTitle>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <CalendarDays className="size-3.5" aria-hidden="true" />
            <time dateTime={new Date(article.createdAt).toISOString()}>{dateFormat.format(article.createdAt)}</time>
          </p>
        </div>
        <Button variant="outline" size="sm" onClick={onDownload} aria-label={`Download ${article.keyword}`}>
          <Download aria-hidden="true" />
          Download
        </Button>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-3">
        {showStats ? (
          <div className="flex flex-wrap gap-2">
            {article.contentScore != null ? <ContentScoreBadge score={article.contentScore} /> : null}
            <Badge variant="secondary">Volume: {numberFormat.format(article.stats?.vol ?? 0)}</Badge>
            <Badge variant="secondary">Competition: {Math.round((article.stats?.competition ?? 0) * 100)}%</Badge>
          </div>
        ) : null}
        {showStats && article.scoreHistory && article.scoreHistory.length > 1 ? (
          <p className="text-xs text-muted-foreground" data-testid="revision-scores">
            {revisionScoresText(article.scoreHistory)}
          </p>
        ) : null}
        <p className="break-words text-sm leading-relaxed text-muted-foreground" data-testid="article-preview">
          {articlePreview(article.article, previewLength)}
        </p>
        {onOpen || onDelete || editable ? (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {onOpen ? (
              <Button variant="secondary" size="sm" onClick={() => onOpen(article)} aria-label={`Open ${article.keyword}`}>
                <Eye aria-hidden="true" />
                Open
              </Button>
            ) : null}
            {editable ? (
              <Button asChild variant="secondary" size="sm">
                <Link to={`/articles/${article.id}/edit`} aria-label={`Edit ${article.keyword}`}>
                  <PencilLine aria-hidden="true" />
                  Edit
                </Link>
              </Button>
            ) : null}
            {onDelete ? (
              <Button variant="ghost" size="sm" onClick={() => onDelete(article)} aria-label={`Delete ${article.keyword}`}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
