import type { VisibilitySection_ReportFragment } from '../../gql/graphql';
import { Badge } from '../../components/ui/badge';
import { paletteColour } from '../../components/charts/chart-theme';

export type CompanyVisibility = VisibilitySection_ReportFragment['visibility'][number];

/** A score to one decimal, as a percentage of the maximum. */
export function formatVisibility(score: number): string {
  return `${score.toFixed(1)} %`;
}

/** The change since the previous run: an arrow for the eye, a sentence for screen readers. */
export function VisibilityChange({ change }: { change: number | null }) {
  if (change == null) return <span className="text-xs text-muted-foreground">No earlier run</span>;
  if (change === 0) return <span className="text-xs text-muted-foreground">No change since the previous run</span>;
  const up = change > 0;
  const points = Math.abs(change).toFixed(1);
  return (
    <span className={`text-sm font-medium tabular-nums ${up ? 'text-emerald-700' : 'text-destructive'}`}>
      <span aria-hidden="true">
        {up ? '▲' : '▼'} {points}
      </span>
      <span className="sr-only">{`${up ? 'Up' : 'Down'} ${points} points since the previous run`}</span>
    </span>
  );
}

/** Latest visibility per company, in the chart's order and colours. */
export function VisibilityScores({ visibility }: { visibility: CompanyVisibility[] }) {
  return (
    <ul aria-label="Latest visibility" className="grid grid-cols-1 gap-2 sm:grid-cols-2">
      {visibility.map((company, index) => (
        <li key={company.domain} className="flex min-w-0 items-center gap-3 rounded-md border px-3 py-2">
          <span aria-hidden="true" className="size-3 shrink-0 rounded-full" style={{ backgroundColor: paletteColour(index) }} />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2 text-sm font-medium">
              <span className="break-words">{company.companyName}</span>
              {company.own ? <Badge variant="secondary">You</Badge> : null}
            </div>
            <VisibilityChange change={company.change} />
          </div>
          <span className="text-lg font-semibold tabular-nums" data-testid="visibility-score">
            {company.score == null ? '-' : formatVisibility(company.score)}
          </span>
        </li>
      ))}
    </ul>
  );
}
