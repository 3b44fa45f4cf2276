import * as React from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/graphql-error';
import { SandboxBanner } from '../data-source/sandbox-banner';
import { AiVisibilityAnswersQuery, AiVisibilityProjectQuery, AiVisibilityProjectsQuery, AiVisibilitySummaryQuery, DeleteAiVisibilityProjectMutation } from './ai-visibility-documents';
import { surfaceLabel } from './ai-visibility-format';
import { AnswerViewer } from './answer-viewer';
import { MentionRateChart } from './mention-rate-chart';
import { ProjectDownloads } from './project-downloads';
import { PromptSources } from './prompt-sources';
import { RunFigures } from './run-figures';
import { ProjectForm } from './project-form';
import { ReextractionProgress } from './reextraction-progress';
import { RunPanel } from './run-panel';
import { scheduleLine } from './schedule-line';
import { useAiVisibilityAccess } from './use-ai-visibility-access';
import { AiVisibilityAlertRulesCard } from '../notifications/ai-visibility-alert-rules-card';

const FINISHED = new Set(['succeeded', 'partial']);
const CHART_RUNS = 12;
const selectClass = 'h-9 w-full rounded-md border border-input bg-background px-2 text-sm';

/** /ai-visibility/:id: run the project, and read its figures, their history, and the answers they stand on. */
export function ProjectPage({ projectId }: { projectId: string }) {
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(AiVisibilityProjectQuery, { variables: { id: projectId }, fetchPolicy: 'cache-and-network' });
  const { readOnly, refusal } = useAiVisibilityAccess();
  const [chosenRun, setChosenRun] = React.useState<string | null>(null);
  const [surface, setSurface] = React.useState<string>('');
  // '' (all prompts), `tag:<tag>` or `prompt:<text>`.
  const [promptScope, setPromptScope] = React.useState<string>('');
  const [deleting, setDeleting] = React.useState(false);
  const [editing, setEditing] = React.useState(false);
  const [reextractionJobId, setReextractionJobId] = React.useState<string | null>(null);
  const client = useApolloClient();
  // Once the stored answers are re-read, every figure drawn from them is read again.
  const reextractionEnded = React.useCallback(() => {
    void client.refetchQueries({ include: [AiVisibilitySummaryQuery, AiVisibilityAnswersQuery] });
  }, [client]);
  const [remove] = useMutation(DeleteAiVisibilityProjectMutation, { refetchQueries: [AiVisibilityProjectsQuery] });
  const navigate = useNavigate();
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const refreshRuns = React.useCallback(() => refetch(), [refetch]);
  const project = data?.aiVisibilityProject;

  React.useEffect(() => {
    if (project) headingRef.current?.focus();
  }, [project?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus once the project shows, not on each refresh

  if (!data && loading) return <Spinner label="Loading project" />;
  if (!project) {
    return (
      <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
        {errorMessage(error, 'AI visibility project not found.')}
      </p>
    );
  }

  const runs = data.aiVisibilityRuns;
  const finished = runs.filter((run) => FINISHED.has(run.status));
  const run = finished.find((candidate) => candidate.id === chosenRun) ?? finished[0];
  const prompts = project.prompts.map((prompt) => prompt.text);
  const tags = [...new Set(project.prompts.flatMap((prompt) => prompt.tags ?? []))].sort();
  const brandNames = new Map([project.brand, ...project.competitors].map((brand) => [brand.name, [brand.name, ...brand.aliases]]));

  return (
    <section aria-labelledby="ai-project-heading" className="grid min-w-0 grid-cols-1 gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="ai-project-heading" ref={headingRef} tabIndex={-1} className="break-words text-2xl font-bold tracking-tight outline-none sm:text-3xl">
            {project.name}
          </h1>
          <p className="mt-1 text-muted-foreground">
            {`${project.brand.name} against ${project.competitors.length} competitor${project.competitors.length === 1 ? '' : 's'}; ${prompts.length} prompt${prompts.length === 1 ? '' : 's'} asked ${project.samples} times of ${project.surfaces.map(surfaceLabel).join(', ')} (${project.country.toUpperCase()}, ${project.language}).`}
          </p>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="ai-schedule-line">
            {scheduleLine(project.schedule, project.nextRunAt)}
          </p>
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to="/ai-visibility">
              <ArrowLeft aria-hidden="true" />
              All projects
            </Link>
          </Button>
          {readOnly ? null : <PromptSources projectId={project.id} />}
          {readOnly ? null : (
            <Button variant="outline" onClick={() => setEditing(true)} disabled={editing}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
          {readOnly ? null : (
            <Button variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          )}
        </div>
      </header>

      {editing && !readOnly ? (
        <ProjectForm
          edit={{ projectId: project.id, project }}
          onSaved={(jobId) => {
            setEditing(false);
            setReextractionJobId(jobId);
            headingRef.current?.focus();
          }}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {reextractionJobId ? <ReextractionProgress key={reextractionJobId} jobId={reextractionJobId} onEnded={reextractionEnded} /> : null}

      <SandboxBanner source={runs[0]?.source} subject="The AI answers on this page" realThing="answers from real AI engines" />

      <RunPanel
        projectId={project.id}
        latestRun={runs[0]}
        readOnly={readOnly}
        refusal={refusal}
        refreshRuns={refreshRuns}
        startPolling={startPolling}
        stopPolling={stopPolling}
      />

      {run ? (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="grid gap-1">
              <Label htmlFor="ai-run-choice">Run</Label>
              <select id="ai-run-choice" className={selectClass} value={run.id} onChange={(event) => setChosenRun(event.target.value)}>
                {finished.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {`${new Date(candidate.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} (${candidate.status})`}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="ai-surface-choice">Surface</Label>
              <select id="ai-surface-choice" className={selectClass} value={surface} onChange={(event) => setSurface(event.target.value)}>
                <option value="">All surfaces</option>
                {project.surfaces.map((name) => (
                  <option key={name} value={name}>
                    {surfaceLabel(name)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <Label htmlFor="ai-prompt-choice">Prompts</Label>
              <select id="ai-prompt-choice" className={selectClass} value={promptScope} onChange={(event) => setPromptScope(event.target.value)}>
                <option value="">All prompts</option>
                {tags.map((tag) => (
                  <option key={`tag:${tag}`} value={`tag:${tag}`}>
                    {`Tagged “${tag}”`}
                  </option>
                ))}
                {prompts.map((text) => (
                  <option key={`prompt:${text}`} value={`prompt:${text}`}>
                    {text}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <ProjectDownloads projectId={project.id} runId={run.id} surface={surface || null} />
          <RunFigures projectId={project.id} runId={run.id} surface={surface || null} scope={scopeOf(promptScope)} ownBrand={project.brand.name} prompts={prompts} surfaces={project.surfaces} />
          <section aria-labelledby="ai-chart-heading" className="grid min-w-0 gap-3">
            <h2 id="ai-chart-heading" className="text-lg font-semibold">
              Over time
            </h2>
            <MentionRateChart projectId={project.id} runs={finished.slice(0, CHART_RUNS).reverse()} surface={surface || null} />
          </section>
          <AnswerViewer key={run.id} projectId={project.id} runId={run.id} prompts={prompts} surfaces={project.surfaces} brandNames={brandNames} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Figures show here once a run has finished.</p>
      )}
      {readOnly ? null : <AiVisibilityAlertRulesCard projectId={project.id} surfaces={project.surfaces} surfaceLabel={surfaceLabel} />}

      <ConfirmDialog
        open={deleting}
        title="Delete this project?"
        description={`“${project.name}”, its runs and every stored answer will be deleted.`}
        confirmLabel="Delete project"
        busyLabel="Deleting…"
        tone="destructive"
        failureMessage="The project could not be deleted."
        onConfirm={async () => {
          await remove({ variables: { id: project.id } });
          void navigate('/ai-visibility');
        }}
        onClose={() => setDeleting(false)}
      />
    </section>
  );
}

/** The prompt select's value as the summary's filter. */
function scopeOf(value: string): { prompt?: string; tag?: string } {
  if (value.startsWith('tag:')) return { tag: value.slice('tag:'.length) };
  if (value.startsWith('prompt:')) return { prompt: value.slice('prompt:'.length) };
  return {};
}
