import { cn } from '../../lib/cn';
import { WEBHOOK_EVENTS, type WebhookEventType } from './webhook-events';

interface EventsFieldsetProps {
  idPrefix: string;
  value: readonly string[];
  onChange(events: WebhookEventType[]): void;
  error?: string | null;
}

/** The events an endpoint receives, one checkbox each. */
export function EventsFieldset({ idPrefix, value, onChange, error }: EventsFieldsetProps) {
  const errorId = `${idPrefix}-events-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium">Events</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENTS.map(({ type, description }) => {
          const id = `${idPrefix}-event-${type}`;
          return (
            <div key={type} className="flex items-start gap-2 rounded-md border p-2">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-primary"
                checked={value.includes(type)}
                onChange={(event) =>
                  onChange(WEBHOOK_EVENTS.map((item) => item.type).filter((candidate) => (candidate === type ? event.target.checked : value.includes(candidate))))
                }
                aria-describedby={`${id}-description`}
              />
              <label htmlFor={id} className="grid text-sm">
                <span className="font-mono">{type}</span>
                <span id={`${id}-description`} className="text-muted-foreground">
                  {description}
                </span>
              </label>
            </div>
          );
        })}
      </div>
      <p id={errorId} role={error ? 'alert' : undefined} className={cn('min-h-5 text-sm text-destructive', !error && 'invisible')}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}
