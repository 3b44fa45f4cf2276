import { Loader2 } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/cn';
import { ContentScoreBadge, scoreBand } from '../articles/content-score-band';

export interface PanelScore {
  target: 'KEYWORD' | 'BRIEF';
  goal: number;
  score: {
    score: number;
    wordCount: number;
    parts: { name: string; points: number; maxPoints: number; advice: string }[];
    terms: { term: string; min: number; max: number; count: number }[];
  };
}

const BAR_CLASS = { low: 'bg-red-500', fair: 'bg-amber-500', good: 'bg-emerald-500' } as const;

const range = (min: number, max: number) => (min === max ? `${min}` : `${min}-${max}`);

function termStatus(term: PanelScore['score']['terms'][number]): { label: string; className: string } {
  if (term.count < term.min) return { label: 'Use more', className: 'text-amber-900' };
  if (term.count > term.max) return { label: 'Use less', className: 'text-red-800' };
  return { label: 'In range', className: 'text-emerald-800' };
}

/** The content score beside the editor: the total against the goal, each part with its advice, and the term list. */
export function ScorePanel({ result, stale, error }: { result: PanelScore | null; stale: boolean; error: boolean }) {
  return (
    <Card aria-labelledby="score-panel-title" data-testid="score-panel">
      <CardHeader className="space-y-2 pb-3">
        <div className="flex items-center justify-between gap-2">
          <CardTitle id="score-panel-title" className="text-base">
            Content score
          </CardTitle>
          {/* Shown only while a newer text is being scored; the last score stays meanwhile. */}
          <span className={cn('flex items-center gap-1 text-xs text-muted-foreground transition-opacity', stale && result ? 'opacity-100 delay-300' : 'opacity-0')} aria-hidden="true">
            <Loader2 className="size-3 animate-spin" />
            Updating
          </span>
        </div>
        {result ? (
          <div className="space-y-2">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="text-4xl font-bold tabular-nums" data-testid="score-value" aria-live="polite" aria-atomic="true">
                <span className="sr-only">Content score </span>
                {result.score.score}
              </span>
              <ContentScoreBadge score={result.score.score} />
            </div>
            <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
              <div className={cn('h-full rounded-full transition-all', BAR_CLASS[scoreBand(result.score.score)])} style={{ width: `${result.score.score}%` }} />
            </div>
            <p className="text-xs text-muted-foreground">
              Goal {result.goal} · {result.target === 'BRIEF' ? 'against the content brief' : 'against the keyword alone (no content brief)'} · {result.score.wordCount}{' '}
              words
            </p>
          </div>
        ) : error ? (
          <p className="text-sm text-destructive" role="alert">
            The score could not be updated. It will try again as you type.
          </p>
        ) : (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
            Scoring…
          </p>
        )}
      </CardHeader>
      {result ? (
        <CardContent className="space-y-5">
          {error ? (
            <p className="text-xs text-destructive" role="alert">
              The score could not be updated; it shows the last text scored.
            </p>
          ) : null}
          <section aria-labelledby="score-parts-title">
            <h3 id="score-parts-title" className="mb-2 text-sm font-semibold">
              Breakdown
            </h3>
            <ul className="space-y-3">
              {result.score.parts.map((part) => (
                <li key={part.name} className="text-sm" data-testid="score-part">
                  <div className="flex justify-between gap-2 font-medium">
                    <span>{part.name}</span>
                    <span className="tabular-nums">{part.maxPoints > 0 ? `${part.points} / ${part.maxPoints}` : part.points}</span>
                  </div>
                  <p className="text-xs text-muted-foreground">{part.advice}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="score-terms-title">
            <h3 id="score-terms-title" className="mb-2 text-sm font-semibold">
              Terms
            </h3>
            <table className="w-full text-sm" aria-labelledby="score-terms-title">
              <thead>
                <tr className="text-left text-xs text-muted-foreground">
                  <th className="pb-1 font-medium">Term</th>
                  <th className="pb-1 text-right font-medium">Used</th>
                  <th className="pb-1 text-right font-medium">Aim</th>
                </tr>
              </thead>
              <tbody>
                {result.score.terms.map((term) => {
                  const status = termStatus(term);
                  return (
                    <tr key={term.term} className="border-t" data-testid="score-term">
                      <td className="break-words py-1 pr-2">
                        {term.term}
                        <span className={cn('block text-xs', status.className)}>{status.label}</span>
                      </td>
                      <td className="py-1 text-right tabular-nums">{term.count}</td>
                      <td className="py-1 text-right tabular-nums">{range(term.min, term.max)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
        </CardContent>
      ) : null}
    </Card>
  );
}
