import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Label } from '../../components/ui/label';
import { ContentBriefsQuery } from '../content-brief/content-brief-documents';
import { useJob } from '../jobs/use-job';

interface BriefPickerProps {
  /** The chosen brief's id, '' for none. */
  value: string;
  disabled?: boolean;
  onChange(briefId: string): void;
}

interface ListedBrief {
  id: string;
  jobId: string;
  keyword: string;
  country: string;
  status: string;
}

const isUnderWay = (status: string) => status === 'queued' || status === 'running';
const briefLabel = (brief: ListedBrief) => `${brief.keyword} (${brief.country.toUpperCase()})`;

/**
 * "Content brief": write and score the articles against one of the user's finished briefs (signed-in
 * users only). Briefs still being made are listed too, disabled and followed live, and can be chosen
 * as soon as they are done.
 */
export function BriefPicker({ value, disabled, onChange }: BriefPickerProps) {
  const id = React.useId();
  const { data, loading, error } = useQuery(ContentBriefsQuery, { fetchPolicy: 'cache-and-network' });
  // How the briefs under way ended while the picker followed them (their jobs' final status).
  const [ended, setEnded] = React.useState<ReadonlyMap<string, string>>(new Map());
  const onEnded = React.useCallback((briefId: string, status: string) => setEnded((known) => new Map(known).set(briefId, status)), []);
  const offered = React.useMemo(
    () =>
      (data?.contentBriefs ?? [])
        .map((brief) => ({ ...brief, status: ended.get(brief.id) ?? brief.status }))
        .filter((brief) => brief.status === 'succeeded' || isUnderWay(brief.status)),
    [data, ended],
  );
  const chosen = offered.find((brief) => brief.id === value);

  // A brief chosen in the address that is neither finished nor under way (or that failed meanwhile) is dropped.
  React.useEffect(() => {
    if (data && value && !chosen) onChange('');
  }, [chosen, data, onChange, value]);

  if (error && !data) return <p className="text-sm text-destructive sm:max-w-64">Your content briefs could not be loaded.</p>;
  if (!data && loading) return <p className="text-sm text-muted-foreground sm:max-w-64">Loading your content briefs…</p>;
  if (offered.length === 0) {
    return (
      <p className="text-sm text-muted-foreground sm:max-w-64">
        No content briefs yet.{' '}
        <Link className="font-medium text-primary underline-offset-4 hover:underline" to="/content-brief">
          Make a content brief
        </Link>{' '}
        to write and score against the pages that rank.
      </p>
    );
  }
  return (
    <div className="grid min-w-0 gap-1.5 sm:w-64">
      <Label htmlFor={id}>Content brief</Label>
      <select
        id={id}
        className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
      >
        <option value="">None</option>
        {offered.map((brief) =>
          isUnderWay(brief.status) ? (
            <BriefUnderWay key={brief.id} brief={brief} onEnded={onEnded} />
          ) : (
            <option key={brief.id} value={brief.id}>
              {briefLabel(brief)}
            </option>
          ),
        )}
      </select>
      <span id={`${id}-hint`} className="text-xs text-muted-foreground">
        {chosen && isUnderWay(chosen.status)
          ? 'Waiting for the brief to finish before the articles can use it.'
          : 'Writes with the brief’s headings and terms, and scores against the pages that rank.'}
      </span>
    </div>
  );
}

/** A brief being made, followed live: disabled with its progress until its job ends (then the picker offers it, or drops it). */
function BriefUnderWay({ brief, onEnded }: { brief: ListedBrief; onEnded(briefId: string, status: string): void }) {
  const job = useJob(brief.jobId);
  const status = job?.status ?? brief.status;
  React.useEffect(() => {
    if (!isUnderWay(status)) onEnded(brief.id, status);
  }, [brief.id, onEnded, status]);
  const progress = job && job.progress.total > 0 ? `, ${job.progress.done} of ${job.progress.total} pages` : '';
  return (
    <option value={brief.id} disabled>
      {briefLabel(brief)} · waiting for brief{progress}
    </option>
  );
}
