import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { onEnter } from './on-enter';
import { RemovableChips } from './removable-chips';
import { RunCostLine } from './run-cost-line';

interface KeywordFieldsProps {
  /** Devices each keyword is searched on (for the run's cost). */
  devices: number;
  keywords: string[];
  /** The keyword being typed; the form's submit adds it too. */
  draft: string;
  onDraftChange(draft: string): void;
  /** Adds one keyword or a comma-separated list. */
  onAdd(input: string): void;
  onRemove(keyword: string): void;
  /** Blank while the required-fields alert (`alertId`) shows. */
  invalid: boolean;
  alertId: string;
}

/** Keywords of the instance form: typed one by one or pasted as a list, with what a run of them costs. */
export function KeywordFields({ keywords, devices, draft, onDraftChange, onAdd, onRemove, invalid, alertId }: KeywordFieldsProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">Keywords</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-[1fr_auto]">
        <TextField
          id="tracker-keyword"
          label="Keyword"
          labelClassName="text-xs text-muted-foreground"
          autoComplete="off"
          placeholder="seo tools"
          value={draft}
          invalid={invalid}
          aria-describedby={invalid ? `tracker-keyword-hint ${alertId}` : 'tracker-keyword-hint'}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onEnter(() => onAdd(draft))}
          onPaste={(event) => {
            const pasted = event.clipboardData.getData('text');
            if (!/[,\n]/.test(pasted)) return;
            event.preventDefault();
            onAdd(`${draft},${pasted.replace(/\r?\n/g, ',')}`);
          }}
        />
        <Button type="button" variant="outline" onClick={() => onAdd(draft)} aria-label="Add keyword" className="self-end">
          <Plus aria-hidden="true" />
          Add
        </Button>
      </div>
      <p id="tracker-keyword-hint" className="text-xs text-muted-foreground">
        Press Enter to add a keyword, or paste a comma-separated list.
      </p>
      <RemovableChips label="Keywords" items={keywords.map((keyword) => ({ key: keyword, text: keyword }))} onRemove={onRemove} />
      <RunCostLine keywords={keywords.length} devices={devices} />
    </fieldset>
  );
}
