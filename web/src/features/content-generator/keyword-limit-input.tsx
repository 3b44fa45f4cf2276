import * as React from 'react';
import { Badge } from '../../components/ui/badge';
import { Input } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { clampKeywordLimit, presetsUpTo } from './keyword-limit';

interface KeywordLimitInputProps {
  value: number;
  max: number;
  /** The user's plan, shown as the tier badge. */
  planName: string | null;
  onChange(value: number): void;
  disabled?: boolean;
}

/** How many keywords to propose: a preset up to the plan's maximum, or a custom value (spec §5, §9). */
export function KeywordLimitInput({ value, max, planName, onChange, disabled }: KeywordLimitInputProps) {
  const id = React.useId();
  // What the user is typing, while they type; otherwise the field shows the value.
  const [draft, setDraft] = React.useState<string | null>(null);

  const onDraftChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    setDraft(digits);
    if (digits) onChange(clampKeywordLimit(digits, max));
  };
  // Left empty, the field resets to the minimum.
  const onBlur = () => {
    if (draft !== null) onChange(clampKeywordLimit(draft, max));
    setDraft(null);
  };

  return (
    <div className="space-y-3" role="group" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          Keyword limit
        </span>
        {planName ? (
          <Badge variant="secondary" data-testid="tier-badge">
            {planName} plan · up to {max} keywords
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Keyword limit presets">
        {presetsUpTo(max).map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={value === preset}
            disabled={disabled}
            onClick={() => onChange(preset)}
            className={cn(
              'h-9 min-w-11 rounded-md border px-3 text-sm font-medium tabular-nums transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:opacity-50',
              value === preset ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-muted',
            )}
          >
            {preset}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="text-sm text-muted-foreground">
          Custom
        </label>
        <Input
          id={id}
          inputMode="numeric"
          pattern="[0-9]*"
          className="w-24 tabular-nums"
          value={draft ?? String(value)}
          onChange={onDraftChange}
          onBlur={onBlur}
          disabled={disabled}
          aria-describedby={`${id}-hint`}
        />
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          1 to {max}
        </span>
      </div>
    </div>
  );
}
