import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Label } from '../../components/ui/label';
import { ContentBriefsQuery } from '../content-brief/content-brief-documents';

interface BriefPickerProps {
  /** The chosen brief's id, '' for none. */
  value: string;
  disabled?: boolean;
  onChange(briefId: string): void;
}

/** "Content brief": write and score the articles against one of the user's finished briefs (signed-in users only). */
export function BriefPicker({ value, disabled, onChange }: BriefPickerProps) {
  const id = React.useId();
  const { data, loading, error } = useQuery(ContentBriefsQuery, { fetchPolicy: 'cache-and-network' });
  const briefs = React.useMemo(() => (data?.contentBriefs ?? []).filter((brief) => brief.status === 'succeeded'), [data]);

  // A brief chosen in the address that is not among the finished ones is dropped.
  React.useEffect(() => {
    if (data && value && !briefs.some((brief) => brief.id === value)) onChange('');
  }, [briefs, data, onChange, value]);

  if (error && !data) return <p className="text-sm text-destructive sm:max-w-64">Your content briefs could not be loaded.</p>;
  if (!data && loading) return <p className="text-sm text-muted-foreground sm:max-w-64">Loading your content briefs…</p>;
  if (briefs.length === 0) {
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
        {briefs.map((brief) => (
          <option key={brief.id} value={brief.id}>
            {brief.keyword} ({brief.country.toUpperCase()})
          </option>
        ))}
      </select>
      <span id={`${id}-hint`} className="text-xs text-muted-foreground">
        Writes with the brief’s headings and terms, and scores against the pages that rank.
      </span>
    </div>
  );
}
