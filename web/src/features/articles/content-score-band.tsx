import { cn } from '../../lib/cn';

export type ScoreBand = 'low' | 'fair' | 'good';

/** Bands of the content score: below 50 low, 50-69 fair, 70 and more good (the default goal). */
export function scoreBand(score: number): ScoreBand {
  return score >= 70 ? 'good' : score >= 50 ? 'fair' : 'low';
}

const BAND_LABEL: Record<ScoreBand, string> = { low: 'Low', fair: 'Fair', good: 'Good' };
const BAND_CLASS: Record<ScoreBand, string> = {
  low: 'border-red-200 bg-red-50 text-red-800',
  fair: 'border-amber-200 bg-amber-50 text-amber-900',
  good: 'border-emerald-200 bg-emerald-50 text-emerald-800',
};

/** "Score 72 · Good" in the band's colour; the word says the band for those who do not see the colour. */
export function ContentScoreBadge({ score, className }: { score: number; className?: string }) {
  const band = scoreBand(score);
  return (
    <span
      className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tabular-nums', BAND_CLASS[band], className)}
      data-testid="content-score-badge"
      data-band={band}
    >
      Score {score} · {BAND_LABEL[band]}
    </span>
  );
}

/** "Draft 54 → Revision 1 68 → Revision 2 77": the score of the draft and of each revision the generator made. */
export function revisionScoresText(history: readonly number[]): string {
  return history.map((score, index) => `${index === 0 ? 'Draft' : `Revision ${index}`} ${score}`).join(' → ');
}
