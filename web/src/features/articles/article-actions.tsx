import { Copy, Download } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { downloadArticleFile, type ArticleFormat } from './article-download';

/** Copy and download (Markdown or HTML) for one finished article. */
export function ArticleActions({ keyword, text }: { keyword: string; text: string }) {
  const onDownload = (format: ArticleFormat) => {
    downloadArticleFile({ keyword, text }, format);
    toast({ title: 'Article downloaded' });
  };
  const onCopy = () => {
    navigator.clipboard.writeText(text).then(
      () => toast({ title: 'Article copied' }),
      () => toast({ title: 'Could not copy the article', variant: 'destructive' }),
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onCopy} aria-label={`Copy ${keyword}`}>
        <Copy aria-hidden="true" />
        Copy
      </Button>
      <Button variant="outline" size="sm" onClick={() => onDownload('md')} aria-label={`Download ${keyword} as Markdown`}>
        <Download aria-hidden="true" />
        Markdown
      </Button>
      <Button variant="outline" size="sm" onClick={() => onDownload('html')} aria-label={`Download ${keyword} as HTML`}>
        <Download aria-hidden="true" />
        HTML
      </Button>
    </div>
  );
}
