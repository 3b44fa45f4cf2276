import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '../components/ui/button';
import { Spinner } from '../components/ui/spinner';
import { errorCode } from '../lib/graphql-error';
import { ArticleEditor } from '../features/article-editor/article-editor';
import { ArticleEditorQuery } from '../features/article-editor/article-editor-documents';
import { InItsWorkspace } from '../features/workspaces/in-its-workspace';

/** /articles/:id/edit: a saved article in the editor. */
export default function ArticleEditorPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ArticleEditorQuery, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const article = data?.article;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6">
      <header className="mb-6">
        <h1 id="editor-title" className="break-words text-2xl font-bold tracking-tight sm:text-3xl">
          {article ? `Edit: ${article.keyword}` : 'Edit article'}
        </h1>
      </header>
      {article ? (
        <ArticleEditor key={article.id} article={article} />
      ) : loading ? (
        <Spinner label="Loading the article" />
      ) : (
        <InItsWorkspace kind="ARTICLE" id={id} error={error}>
          <div role="alert" className="space-y-4 rounded-xl border border-dashed px-6 py-12 text-center">
            <p className="font-medium">{errorCode(error) === 'NOT_FOUND' ? 'Article not found.' : 'The article could not be loaded. Please try again.'}</p>
            <Button asChild variant="outline">
              <Link to="/articles">Back to My Articles</Link>
            </Button>
          </div>
        </InItsWorkspace>
      )}
    </div>
  );
}
