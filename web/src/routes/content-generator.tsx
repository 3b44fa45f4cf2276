import { useSearchParams } from 'react-router-dom';
import { ContentGenerator } from '../features/content-generator/content-generator';
import { findArticleFlow } from '../features/tools/article-flows';

export default function ContentGeneratorPage() {
  const [params] = useSearchParams();
  return (
    <ContentGenerator
      initialFlow={findArticleFlow(params.get('flow'))?.id}
      initialKeyword={params.get('keyword')?.trim() || undefined}
      initialBriefId={params.get('brief') ?? undefined}
    />
  );
}
