import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import type { BulkKeywordsInput, SerpFeature } from '../../gql/graphql';
import { errorMessage } from '../../lib/graphql-error';
import { BulkEditKeywordsMutation, TrackingKeywordsMatchingQuery } from './keyword-bulk-documents';

interface KeywordBulkBarProps {
  instanceId: string;
  /** The keywords ticked; null: every keyword matching the filter. */
  keywords: string[] | null;
  /** The filter that "all matching" acts on; the server counts the keywords it covers. */
  matching: { tag: string | null; search: string | null; serpFeature: SerpFeature | null };
  allMatching: boolean;
  onSelectAllMatching(): void;
  onClear(): void;
  onDone(message: string): void;
}

const plural = (count: number) => `${count.toLocaleString()} keyword${count === 1 ? '' : 's'}`;

/** Tag, retag or delete the keywords selected in the table, or all that match its filter. */
export function KeywordBulkBar({ instanceId, keywords, matching, allMatching, onSelectAllMatching, onClear, onDone }: KeywordBulkBarProps) {
  const [tagText, setTagText] = React.useState('');
  const [failure, setFailure] = React.useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = React.useState(false);
  const [mutate, { loading }] = useMutation(BulkEditKeywordsMutation);
  const tags = tagText
    .split(/[;,]/)
    .map((tag) => tag.trim())
    .filter(Boolean);
  const target = keywords ? { keywords } : { tag: matching.tag, search: matching.search, serpFeature: matching.serpFeature };
  // Counted by the filter the action itself runs with: keywords, not rows per device.
  const matched = useQuery(TrackingKeywordsMatchingQuery, {
    variables: { instanceId, tag: matching.tag, search: matching.search, serpFeature: matching.serpFeature },
    fetchPolicy: 'cache-and-network',
  });
  const total = matched.data?.trackingKeywords.length ?? null;
  const count = keywords ? keywords.length : total;
  const described = count === null ? 'all keywords matching the filter' : plural(count);

  async function run(action: BulkKeywordsInput['action'], done: (changed: number) => string) {
    setFailure(null);
    const { data } = await mutate({ variables: { instanceId, input: { action, ...target, tags: action === 'delete' ? null : tags } } });
    if (data) {
      setTagText('');
      onDone(done(data.bulkEditKeywords));
    }
  }

  const act = (action: BulkKeywordsInput['action'], done: (changed: number) => string) => () =>
    void run(action, done).catch((error: unknown) => setFailure(errorMessage(error, 'The keywords could not be changed.')));

  return (
    <section aria-label="Bulk actions" className="grid gap-3 rounded-md border bg-muted/30 p-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span aria-live="polite" className="font-medium">
          {allMatching ? (total === null ? 'All keywords matching the filter selected.' : `All ${plural(total)} matching the filter selected.`) : `${described} selected.`}
        </span>
        {!allMatching && total !== null && count !== null && total > count ? (
          <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onSelectAllMatching}>
            Select all {plural(total)} matching the filter
          </Button>
        ) : null}
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onClear}>
          Clear selection
        </Button>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="grid gap-1.5 sm:w-64">
          <Label htmlFor="bulk-tags">Tags</Label>
          <Input id="bulk-tags" value={tagText} placeholder="brand; money" onChange={(event) => setTagText(event.target.value)} />
        </div>
        <Button type="button" size="sm" variant="outline" disabled={loading || tags.length === 0} onClick={act('addTags', (changed) => `Tagged ${plural(changed)}.`)}>
          Add tags
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={loading || tags.length === 0} onClick={act('removeTags', (changed) => `Removed tags from ${plural(changed)}.`)}>
          Remove tags
        </Button>
        <Button type="button" size="sm" variant="outline" disabled={loading} onClick={act('setTags', (changed) => `Retagged ${plural(changed)}.`)}>
          Replace tags
        </Button>
        <Button type="button" size="sm" variant="destructive" disabled={loading} onClick={() => setConfirmDelete(true)}>
          Delete
        </Button>
      </div>
      <div role="alert" className="min-h-5 text-sm font-medium text-destructive">
        {failure ?? ''}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        title={`Delete ${described}?`}
        description="They are no longer checked from the next run. Their past results stay in the history and exports."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        failureMessage="The keywords could not be deleted."
        onClose={() => setConfirmDelete(false)}
        onConfirm={async () => {
          const { data } = await mutate({ variables: { instanceId, input: { action: 'delete', ...target } } });
          if (data) onDone(`Deleted ${plural(data.bulkEditKeywords)}.`);
        }}
      />
    </section>
  );
}
