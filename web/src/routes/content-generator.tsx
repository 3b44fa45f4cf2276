import { useSearchParams } from 'react-router-dom';
import { findArticleFlow } from '../features/tools/article-flows';
import { CONTENT_GENERATOR } from '../features/tools/tool-catalog';
import { ToolUnderConstruction } from '../features/tools/tool-under-construction';

export default function ContentGeneratorPage() {
  const [params] = useSearchParams();
  const flow = findArticleFlow(params.get('flow'));
  return (
    <ToolUnderConstruction
      tool={CONTENT_GENERATOR}
      note={
        flow ? (
          <p className="rounded-lg border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
            You picked <strong>{flow.title}</strong>. This flow will start here once the generator is ready.
          </p>
        ) : null
      }
    />
  );
}
