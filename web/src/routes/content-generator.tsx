import { useLocation, useSearchParams } from 'react-router-dom';
import { ContentGenerator } from '../features/content-generator/content-generator';
import type { BriefArticleStart } from '../features/content-generator/generator-flow';
import { findArticleFlow } from '../features/tools/article-flows';

export default function ContentGeneratorPage() {
  const [params] = useSearchParams();
  // Set by a content brief's "Write an article from this brief" (history state, so a reload does not start another).
  const briefArticle = (useLocation().state as { briefArticle?: BriefArticleStart } | null)?.briefArticle;
  return (
    <ContentGenerator
      initialFlow={findArticleFlow(params.get('flow'))?.id}
      initialKeyword={params.get('keyword')?.trim() || undefined}
      initialBriefId={params.get('brief') ?? undefined}
      briefArticle={briefArticle}
    />
  );
}
