import { CalendarDays, Download } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { useToast } from '../../components/ui/toast';
import { articlePreview, downloadArticle, type SavedArticle } from './article-history';

interface SavedArticleCardProps {
  article: SavedArticle;
  previewLength: number;
  /** My Articles also shows volume and competition. */
  showStats?: boolean;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const numberFormat = new Intl.NumberFormat();

export function SavedArticleCard({ article, previewLength, showStats = false }: SavedArticleCardProps) {
  const { toast } = useToast();
  const onDownload = () => {
    downloadArticle(article);
    toast({ title: 'Article downloaded' });
  };
  return (
    <Card className="flex h-full flex-col">
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
            <Badge variant="secondary">Volume: {numberFormat.format(article.stats?.vol ?? 0)}</Badge>
            <Badge variant="secondary">Competition: {Math.round((article.stats?.competition ?? 0) * 100)}%</Badge>
          </div>
        ) : null}
        <p className="break-words text-sm leading-relaxed text-muted-foreground">
          {articlePreview(article.article, previewLength)}
        </p>
      </CardContent>
    </Card>
  );
}
