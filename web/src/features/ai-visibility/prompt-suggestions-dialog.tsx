import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import type { DataSource } from '../../gql/graphql';
import { toCsv } from '../../lib/csv';
import { errorMessage } from '../../lib/graphql-error';
import { SandboxBanner } from '../data-source/sandbox-banner';
import { AiVisibilityProjectQuery } from './ai-visibility-documents';
import { ImportAiVisibilityPromptsMutation, PromptSuggestionInstancesQuery, SuggestAiVisibilityPromptsMutation } from './ai-visibility-prompts-documents';

// The api's bounds (ai-visibility-prompts.input.ts, prompt-suggestion-limit.ts).
const MAX_COUNT = 50;
const DEFAULT_COUNT = 20;
const PER_MINUTE = 10;
const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

interface PromptSuggestionsDialogProps {
  projectId: string;
  open: boolean;
  onClose(): void;
  onAdded?(summary: string): void;
}

/**
 * The writer turns a tracking instance's top keywords (by search volume) into questions people ask AI
 * assistants; the user ticks the ones to add. Suggestions are not charged; adding them goes through
 * the import, which checks the plan's prompt limit.
 */
export function PromptSuggestionsDialog({ projectId, open, onClose, onAdded }: PromptSuggestionsDialogProps) {
  const instances = useQuery(PromptSuggestionInstancesQuery, { skip: !open });
  const [instanceId, setInstanceId] = React.useState('');
  const [count, setCount] = React.useState(String(DEFAULT_COUNT));
  const [suggest, suggestState] = useMutation(SuggestAiVisibilityPromptsMutation);
  const [add, addState] = useMutation(ImportAiVisibilityPromptsMutation, { refetchQueries: [{ query: AiVisibilityProjectQuery, variables: { id: projectId } }] });
  const [picked, setPicked] = React.useState<Set<number>>(new Set());
  const [failure, setFailure] = React.useState<string | null>(null);
  const list = instances.data?.trackingInstances ?? [];
  const chosen = instanceId || list[0]?.id || '';
  const result = suggestState.data?.suggestAiVisibilityPrompts;
  const busy = suggestState.loading || addState.loading;
  const countValue = Number(count);
  const countValid = /^\d+$/.test(count.trim()) && countValue >= 1 && countValue <= MAX_COUNT;

  async function runSuggest() {
    setFailure(null);
    try {
      const { data } = await suggest({ variables: { projectId, instanceId: chosen, count: countValue } });
      if (data) setPicked(new Set(data.suggestAiVisibilityPrompts.suggestions.map((_, index) => index)));
    } catch (error) {
      setFailure(errorMessage(error, 'The writer could not suggest prompts.'));
    }
  }

  async function runAdd() {
    if (!result) return;
    setFailure(null);
    const rows = result.suggestions.filter((_, index) => picked.has(index)).map((suggestion) => [suggestion.text, '']);
    try {
      const { data } = await add({ variables: { projectId, text: toCsv(['prompt', 'tags'], rows) } });
      if (!data) return;
      onAdded?.(`Added ${data.importAiVisibilityPrompts.added} suggested prompt${data.importAiVisibilityPrompts.added === 1 ? '' : 's'}.`);
      suggestState.reset();
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, 'The prompts could not be added.'));
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (!next && !busy ? onClose() : undefined)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Suggest prompts from tracked keywords</DialogTitle>
          <DialogDescription>
            The writer turns a tracking instance’s top keywords by search volume into questions people ask AI assistants. No credits are spent (at most {PER_MINUTE} suggestions a
            minute); nothing is added until you choose.
          </DialogDescription>
        </DialogHeader>
        {instances.loading && !instances.data ? (
          <Spinner label="Loading tracking instances" />
        ) : instances.error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(instances.error, 'The tracking instances could not be loaded.')}
          </p>
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No tracking instance yet: track some keywords first, then suggest prompts from them.</p>
        ) : (
          <div className="grid gap-3">
            <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
              <div className="grid gap-1">
                <Label htmlFor="prompt-suggestion-instance">Tracking instance</Label>
                <select id="prompt-suggestion-instance" className={selectClass} value={chosen} onChange={(event) => setInstanceId(event.target.value)}>
                  {list.map((instance) => (
                    <option key={instance.id} value={instance.id}>
                      {instance.name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="grid gap-1">
                <Label htmlFor="prompt-suggestion-count">Keywords to use</Label>
                <input
                  id="prompt-suggestion-count"
                  type="number"
                  min={1}
                  max={MAX_COUNT}
                  inputMode="numeric"
                  className={selectClass}
                  value={count}
                  aria-invalid={countValid ? undefined : true}
                  aria-describedby="prompt-suggestion-count-hint"
                  onChange={(event) => setCount(event.target.value)}
                />
                <p id="prompt-suggestion-count-hint" className="text-xs text-muted-foreground">
                  1–{MAX_COUNT}, the top ones by search volume.
                </p>
              </div>
            </div>
            <Button type="button" variant="outline" className="w-fit" onClick={() => void runSuggest()} disabled={!chosen || !countValid || busy}>
              {suggestState.loading ? 'Writing…' : result ? 'Suggest again' : 'Suggest prompts'}
            </Button>
            {result ? (
              <div className="grid gap-2">
                <SandboxBanner source={result.source as DataSource} subject="This list of questions" realThing="written by a language model" />
                <fieldset className="grid gap-2">
                  <legend className="mb-1 text-sm font-semibold">{`${result.suggestions.length} suggestion${result.suggestions.length === 1 ? '' : 's'} from ${result.keywords.length} keyword${result.keywords.length === 1 ? '' : 's'}`}</legend>
                  {result.suggestions.map((suggestion, index) => (
                    <label key={suggestion.text} className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 shrink-0"
                        checked={picked.has(index)}
                        onChange={(event) =>
                          setPicked((current) => {
                            const next = new Set(current);
                            if (event.target.checked) next.add(index);
                            else next.delete(index);
                            return next;
                          })
                        }
                      />
                      <span className="min-w-0 [overflow-wrap:anywhere]">
                        {suggestion.text}
                        {suggestion.keyword ? <span className="ml-2 text-xs text-muted-foreground">from “{suggestion.keyword}”</span> : null}
                      </span>
                    </label>
                  ))}
                </fieldset>
              </div>
            ) : null}
          </div>
        )}
        <div role="alert" className="min-h-5 text-sm font-medium text-destructive">
          {failure ?? ''}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" onClick={() => void runAdd()} disabled={!result || picked.size === 0 || busy}>
            {addState.loading ? 'Adding…' : `Add ${picked.size} prompt${picked.size === 1 ? '' : 's'}`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
