import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { FolderOpen, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useToast } from '../../components/ui/toast';
import { graphql } from '../../gql';
import type { SavedSerpAnalysesQuery as SavedSerpAnalysesResult } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { formatSavedAt } from '../research/research-format';

export const SavedSerpAnalysesQuery = graphql(`
  query SavedSerpAnalyses {
    savedSerpAnalyses {
      id
      query
      description
      source
      provider
      createdAt
      results {
        ...SerpResultList_result
      }
    }
  }
`);

export const DeleteSavedSerpAnalysisMutation = graphql(`
  mutation DeleteSavedSerpAnalysis($id: ID!) {
    deleteSavedSerpAnalysis(id: $id)
  }
`);

export type SavedSerpAnalysis = SavedSerpAnalysesResult['savedSerpAnalyses'][number];

/** One hook per mutation, keeping the cached list true. */
function useDeleteSavedSerpAnalysis() {
  return useMutation(DeleteSavedSerpAnalysisMutation, {
    update(cache, { data }, { variables }) {
      if (!data?.deleteSavedSerpAnalysis || !variables) return;
      cache.evict({ id: cache.identify({ __typename: 'SavedSerpAnalysis', id: variables.id }) });
      cache.gc();
    },
  });
}

interface SavedSerpAnalysesProps {
  openedId: string | null;
  onOpen(saved: SavedSerpAnalysis): void;
  onDeleted(id: string): void;
}

/** The user's saved snapshots, newest first: open one in place of the results, or delete it. */
export function SavedSerpAnalyses({ openedId, onOpen, onDeleted }: SavedSerpAnalysesProps) {
  const { toast } = useToast();
  const { data, loading, error } = useQuery(SavedSerpAnalysesQuery);
  const [remove] = useDeleteSavedSerpAnalysis();
  const [deleting, setDeleting] = React.useState<SavedSerpAnalysis | null>(null);
  const titleRef = React.useRef<HTMLHeadingElement>(null);
  const saved = data?.savedSerpAnalyses ?? [];

  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle ref={titleRef} tabIndex={-1} className="text-base focus:outline-none">
          Saved analyses
        </CardTitle>
        <CardDescription>Snapshots of results you saved, newest first.</CardDescription>
      </CardHeader>
      <CardContent className="px-4 sm:px-6">
        {loading && !data ? (
          <p className="text-sm text-muted-foreground">Loading saved analyses…</p>
        ) : error && !data ? (
          <p role="alert" className="text-sm text-destructive">
            {errorMessage(error, 'The saved analyses could not be loaded.')}
          </p>
        ) : saved.length === 0 ? (
          <p className="text-sm text-muted-foreground">No saved analyses yet. Run an analysis and choose Save Results.</p>
        ) : (
          <ul aria-label="Saved analyses" className="divide-y">
            {saved.map((analysis) => (
              <li key={analysis.id} className="flex flex-col gap-3 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0">
                  <p className="font-medium break-words">{analysis.description}</p>
                  <p className="text-sm break-words text-muted-foreground">
                    “{analysis.query}” · {analysis.results.length} results · {formatSavedAt(analysis.createdAt)}
                    {analysis.source === 'SANDBOX' ? ' · Sandbox data' : ''}
                  </p>
                </div>
                <div className="flex shrink-0 gap-2">
                  <Button
                    size="sm"
                    variant={openedId === analysis.id ? 'secondary' : 'outline'}
                    onClick={() => onOpen(analysis)}
                    aria-label={`Open ${analysis.description}`}
                  >
                    <FolderOpen aria-hidden="true" />
                    Open
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    className="text-destructive hover:text-destructive"
                    onClick={() => setDeleting(analysis)}
                    aria-label={`Delete ${analysis.description}`}
                  >
                    <Trash2 aria-hidden="true" />
                    Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete saved analysis"
        description={`Delete “${deleting?.description ?? ''}”? This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        failureMessage="The saved analysis could not be deleted. Please try again."
        onConfirm={async () => {
          if (!deleting) return;
          await remove({ variables: { id: deleting.id } });
          toast({ title: 'Saved analysis deleted', description: deleting.description });
          onDeleted(deleting.id);
        }}
        onClose={() => setDeleting(null)}
        focusAfterConfirm={titleRef}
      />
    </Card>
  );
}
