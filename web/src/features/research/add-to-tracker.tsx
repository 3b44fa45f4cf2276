import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { Spinner } from '../../components/ui/spinner';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/graphql-error';
import type { ResultsFilter } from './bulk-results-table';

export const InstancesToTrackQuery = graphql(`
  query InstancesToTrack {
    trackingInstances {
      id
      name
    }
  }
`);

export const AddBulkResultsToTrackerMutation = graphql(`
  mutation AddBulkResultsToTracker($input: AddBulkResultsToTrackerInput!) {
    addBulkResultsToTracker(input: $input) {
      added
      alreadyTracked
    }
  }
`);

const count = (value: number) => value.toLocaleString('en-US');
const keywords = (value: number) => `${count(value)} ${value === 1 ? 'keyword' : 'keywords'}`;

interface AddToTrackerProps {
  researchId: string;
  /** Positions ticked in the table; none means all matching the filter. */
  picked: readonly number[];
  matching: number;
  filter: ResultsFilter;
  onAdded(): void;
}

/** Adds the ticked keywords (or all matching the filter) to one of the user's tracking instances. */
export function AddToTracker({ researchId, picked, matching, filter, onAdded }: AddToTrackerProps) {
  const instances = useQuery(InstancesToTrackQuery, { fetchPolicy: 'cache-and-network' });
  const [instanceId, setInstanceId] = React.useState('');
  const [add, { loading }] = useMutation(AddBulkResultsToTrackerMutation);
  const [outcome, setOutcome] = React.useState<{ ok: boolean; message: string } | null>(null);
  const list = instances.data?.trackingInstances ?? [];
  const chosen = instanceId || list[0]?.id || '';

  if (instances.loading && !instances.data) return <Spinner className="size-4" />;
  if (list.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Link to="/keyword-tracking" className="font-medium text-primary underline-offset-4 hover:underline">
          Create a tracking instance
        </Link>{' '}
        to track these keywords.
      </p>
    );
  }

  const submit = async () => {
    setOutcome(null);
    try {
      const { data } = await add({ variables: { input: { researchId, instanceId: chosen, ...(picked.length > 0 ? { positions: [...picked] } : filter) } } });
      if (!data) return;
      const { added, alreadyTracked } = data.addBulkResultsToTracker;
      const name = list.find((instance) => instance.id === chosen)?.name ?? 'the instance';
      setOutcome({ ok: true, message: `Added ${keywords(added)} to ${name}${alreadyTracked > 0 ? `; ${keywords(alreadyTracked)} ${alreadyTracked === 1 ? 'was' : 'were'} tracked already` : ''}.` });
      onAdded();
    } catch (caught) {
      setOutcome({ ok: false, message: errorMessage(caught, 'The keywords could not be added. Please try again.') });
    }
  };

  return (
    <div className="grid gap-2 rounded-md border p-3">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-end">
        <SelectField id="bulk-tracker-instance" label="Tracking instance" value={chosen} options={list.map((instance) => ({ value: instance.id, label: instance.name }))} onValueChange={setInstanceId} />
        <Button type="button" variant="outline" onClick={() => void submit()} disabled={loading || (picked.length === 0 && matching === 0)} className="justify-self-start">
          {loading && <Spinner className="size-4" />}
          {picked.length > 0 ? `Add ${keywords(picked.length)} to tracker` : `Add all ${keywords(matching)} to tracker`}
        </Button>
      </div>
      {outcome && (
        <p className={outcome.ok ? 'text-sm' : 'text-sm text-destructive'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}
