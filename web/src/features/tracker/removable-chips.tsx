import { X } from 'lucide-react';

interface RemovableChipsProps {
  label: string;
  items: { key: string; text: string; detail?: string }[];
  onRemove(key: string): void;
}

/** Entries added to the form so far, each with its own remove button. */
export function RemovableChips({ label, items, onRemove }: RemovableChipsProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item.key}
          className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-1 pl-3 pr-1 text-sm text-secondary-foreground"
        >
          <span className="truncate">
            {item.text}
            {item.detail ? <span className="text-muted-foreground"> · {item.detail}</span> : null}
          </span>
          <button
            type="button"
            onClick={() => onRemove(item.key)}
            aria-label={`Remove ${item.text}`}
            className="flex size-6 shrink-0 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-background hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <X className="size-3.5" aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  );
}
