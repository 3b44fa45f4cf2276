import { useQuery } from '@apollo/client/react';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/graphql-error';
import { AiVisibilityAnswersQuery, AiVisibilitySummaryQuery } from './ai-visibility-documents';
import { surfaceLabel } from './ai-visibility-format';
import { BrandFiguresTable } from './brand-figures-table';
import { PromptSurfaceMatrix } from './prompt-surface-matrix';
import { SourcesTables } from './sources-table';

interface RunFiguresProps {
  projectId: string;
  runId: string;
  surface: string | null;
  /** The figures of one prompt, or of the prompts of one tag; all prompts when neither. */
  scope: { prompt?: string; tag?: string };
  ownBrand: string;
  prompts: readonly string[];
  surfaces: readonly string[];
}

// Every sample of a run, for the matrix: the api's largest page.
const RUN_SAMPLES_LIMIT = 5000;

/** One run's figures: brand against competitors, prompt × surface, and the sources cited. */
export function RunFigures({ projectId, runId, surface, scope, ownBrand, prompts, surfaces }: RunFiguresProps) {
  const summary = useQuery(AiVisibilitySummaryQuery, { variables: { projectId, runId, surface, prompt: scope.prompt ?? null, tag: scope.tag ?? null } });
  const samples = useQuery(AiVisibilityAnswersQuery, { variables: { projectId, runId, limit: RUN_SAMPLES_LIMIT } });
  const figures = summary.data?.aiVisibilitySummary;
  const where = `${surface ? surfaceLabel(surface) : 'All surfaces'}${scope.prompt ? `, “${scope.prompt}”` : scope.tag ? `, prompts tagged “${scope.tag}”` : ''}`;

  return (
    <>
      <section aria-labelledby="ai-figures-heading" className="grid min-w-0 gap-3">
        <h2 id="ai-figures-heading" className="text-lg font-semibold">
          Brand and competitors
        </h2>
        {summary.error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(summary.error, 'The figures could not be loaded.')}
          </p>
        ) : null}
        {figures && !figures.answersKept ? (
          <p className="rounded-lg border bg-muted/40 px-4 py-3 text-sm" data-testid="ai-answers-not-kept">
            {figures.notice}
          </p>
        ) : figures ? (
          <BrandFiguresTable
            brands={figures.brands}
            ownBrand={ownBrand}
            caption={`${where}: ${figures.checked.toLocaleString('en-US')} checked samples${figures.source === 'SANDBOX' ? ' (SANDBOX data)' : ''}. Samples not checked are left out of n.`}
          />
        ) : (
          <Spinner label="Loading figures" />
        )}
      </section>
      <section aria-labelledby="ai-matrix-heading" className="grid min-w-0 gap-3">
        <h2 id="ai-matrix-heading" className="text-lg font-semibold">
          Prompts by surface
        </h2>
        {samples.data ? (
          <PromptSurfaceMatrix prompts={prompts} surfaces={surface ? [surface] : surfaces} samples={samples.data.aiVisibilityAnswers} brand={ownBrand} />
        ) : (
          <Spinner label="Loading samples" />
        )}
      </section>
      {figures ? (
        <section aria-labelledby="ai-sources-heading" className="grid min-w-0 gap-3">
          <h2 id="ai-sources-heading" className="text-lg font-semibold">
            Sources
          </h2>
          <SourcesTables summary={figures} ownBrand={ownBrand} />
        </section>
      ) : null}
    </>
  );
}
