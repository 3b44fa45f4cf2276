import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/graphql-error';
import { AiVisibilityAnswersQuery } from './ai-visibility-documents';
import { surfaceLabel } from './ai-visibility-format';
import { AnswerText } from './answer-text';

interface AnswerViewerProps {
  projectId: string;
  runId: string;
  prompts: readonly string[];
  surfaces: readonly string[];
  /** Each brand's name and aliases, to mark where an answer names it. */
  brandNames: ReadonlyMap<string, readonly string[]>;
}

const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

/** Pick a prompt and a surface of the chosen run, and read each sample whole with its mentions marked and citations listed. */
export function AnswerViewer({ projectId, runId, prompts, surfaces, brandNames }: AnswerViewerProps) {
  const [prompt, setPrompt] = React.useState(prompts[0] ?? '');
  const [surface, setSurface] = React.useState(surfaces[0] ?? '');
  const { data, loading, error } = useQuery(AiVisibilityAnswersQuery, { variables: { projectId, runId, prompt, surface }, skip: !prompt || !surface });
  const answers = data?.aiVisibilityAnswers;

  return (
    <section aria-labelledby="ai-answers-heading" className="grid min-w-0 gap-3">
      <h2 id="ai-answers-heading" className="text-lg font-semibold">
        Answers
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor="ai-answers-prompt">Prompt</Label>
          <select id="ai-answers-prompt" className={selectClass} value={prompt} onChange={(event) => setPrompt(event.target.value)}>
            {prompts.map((text) => (
              <option key={text}>{text}</option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="ai-answers-surface">Surface</Label>
          <select id="ai-answers-surface" className={selectClass} value={surface} onChange={(event) => setSurface(event.target.value)}>
            {surfaces.map((name) => (
              <option key={name} value={name}>
                {surfaceLabel(name)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {errorMessage(error, 'The answers could not be loaded.')}
        </p>
      ) : null}
      {!answers && loading ? <Spinner label="Loading answers" /> : null}
      {answers?.length === 0 ? <p className="text-sm text-muted-foreground">No stored answers for this prompt and surface in this run.</p> : null}
      <ol className="grid gap-3" aria-label="Samples">
        {answers?.map((answer) => (
          <li key={`${answer.sample}`} className="grid min-w-0 gap-2 rounded-lg border p-3 text-sm" data-testid="ai-answer">
            <h3 className="flex flex-wrap items-center gap-2 font-semibold">
              {`Sample ${answer.sample}`}
              {answer.source === 'SANDBOX' ? <span className="rounded-full border border-amber-300 bg-amber-50 px-2 text-xs text-amber-900">SANDBOX</span> : null}
              {answer.model ? <span className="text-xs font-normal text-muted-foreground">{answer.model}</span> : null}
            </h3>
            {answer.status === 'checked' ? <p className="text-xs text-muted-foreground">{observedLine(answer)}</p> : null}
            {answer.status !== 'checked' ? (
              <p className="italic text-muted-foreground">{`Not checked${answer.error ? `: ${answer.error}` : ''}. Left out of the figures, never counted as not mentioned.`}</p>
            ) : !answer.present || !answer.text ? (
              <p className="text-muted-foreground">The surface showed no AI answer (checked; it names no one).</p>
            ) : (
              <AnswerText text={answer.text} names={answer.mentions.flatMap((mention) => brandNames.get(mention.brand) ?? [mention.brand])} />
            )}
            {answer.mentions.length > 0 ? (
              <p className="text-xs text-muted-foreground">{`Names: ${answer.mentions.map((mention) => `${mention.brand} (#${mention.position})`).join(', ')}`}</p>
            ) : null}
            {answer.citations.length > 0 ? (
              <div>
                <h4 className="text-xs font-semibold">Citations</h4>
                <ul className="list-disc pl-5">
                  {answer.citations.map((citation) => (
                    <li key={citation.url} className="break-all">
                      <a href={citation.url} target="_blank" rel="noreferrer noopener" className="underline-offset-4 hover:underline">
                        {citation.title ?? citation.url}
                      </a>{' '}
                      <span className="text-muted-foreground">({citation.domain})</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

const OBSERVED_VIA: Record<string, string> = {
  api: 'Asked through the model’s API.',
  app: 'Seen in the consumer app, through a vendor.',
  serp: 'Read from Google’s results page.',
};

/** How a checked sample was observed: where it was read from when no engine was asked, else through what. */
function observedLine(answer: { observedFrom?: string | null; observedVia?: string | null }): string {
  if (answer.observedFrom) return `${answer.observedFrom}: no engine was asked for it.`;
  return (answer.observedVia && OBSERVED_VIA[answer.observedVia]) ?? 'How it was observed is not recorded.';
}
