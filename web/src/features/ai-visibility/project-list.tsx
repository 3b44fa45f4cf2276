import * as React from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../components/ui/table';
import { errorMessage } from '../../lib/graphql-error';
import { CreditsLeftLine } from '../credits/credits-left-line';
import { UpgradeNotice } from '../research/upgrade-notice';
import { useClientChoices } from '../workspaces/client-select';
import { AiVisibilityProjectsQuery } from './ai-visibility-documents';
import { surfaceLabel } from './ai-visibility-format';
import { LastRunCell } from './last-run-cell';
import { ProjectForm } from './project-form';
import { useAiVisibilityAccess } from './use-ai-visibility-access';

const NOTICE_ID = 'ai-visibility-plan-notice';

/** /ai-visibility: the projects the user may read, and a New project form for those who may write. */
export function ProjectList() {
  const { data, loading, error } = useQuery(AiVisibilityProjectsQuery, { fetchPolicy: 'cache-and-network' });
  const { readOnly, refusal } = useAiVisibilityAccess();
  const clients = useClientChoices();
  const [creating, setCreating] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const navigate = useNavigate();
  const projects = data?.aiVisibilityProjects;
  const clientName = (id: string | null | undefined) => clients.find((client) => client.id === id)?.name ?? '—';

  React.useEffect(() => {
    if (!creating) headingRef.current?.focus();
  }, [creating]);

  return (
    <section aria-labelledby="ai-visibility-heading" className="grid min-w-0 grid-cols-1 gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="ai-visibility-heading" ref={headingRef} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none sm:text-3xl">
            AI Visibility
          </h1>
          <p className="mt-1 text-muted-foreground">
            Where your brand stands in AI answers: each prompt asked several times, every figure with its interval.
          </p>
          {readOnly ? null : (
            <div className="mt-2">
              <CreditsLeftLine kind="AI_ANSWERS" testId="ai-answers-left" />
            </div>
          )}
        </div>
        {readOnly || creating ? null : (
          <Button onClick={() => setCreating(true)} disabled={Boolean(refusal)} aria-describedby={refusal ? NOTICE_ID : undefined}>
            <Plus aria-hidden="true" />
            New project
          </Button>
        )}
      </header>

      {refusal && !readOnly ? (
        <div id={NOTICE_ID}>
          <UpgradeNotice toolName="AI visibility" message={refusal} takeFocus={false} />
        </div>
      ) : null}

      {creating ? <ProjectForm onCancel={() => setCreating(false)} onCreated={(project) => navigate(`/ai-visibility/${project.id}`)} /> : null}

      {error ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {errorMessage(error, 'The AI visibility projects could not be loaded.')}
        </p>
      ) : null}

      {!projects && loading ? (
        <Spinner label="Loading projects" />
      ) : projects && projects.length === 0 ? (
        <div className="rounded-xl border border-dashed p-8 text-center" data-testid="ai-visibility-empty">
          <h2 className="text-lg font-semibold">No AI visibility projects yet</h2>
          <p className="mt-1 text-sm text-muted-foreground">
            {readOnly ? 'Projects shared with you will show here.' : 'Create a project: your brand, its competitors, and the prompts people ask AI assistants.'}
          </p>
        </div>
      ) : projects ? (
        <Table aria-label="AI visibility projects">
          <caption className="sr-only">Your AI visibility projects</caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">Name</TableHead>
              <TableHead scope="col">Brand</TableHead>
              <TableHead scope="col">Surfaces</TableHead>
              <TableHead scope="col">Last run</TableHead>
              <TableHead scope="col">Client</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {projects.map((project) => (
              <TableRow key={project.id}>
                <TableCell className="font-medium">
                  <Link className="underline-offset-4 hover:underline" to={`/ai-visibility/${project.id}`}>
                    {project.name}
                  </Link>
                </TableCell>
                <TableCell>{project.brand.name}</TableCell>
                <TableCell>{project.surfaces.map(surfaceLabel).join(', ')}</TableCell>
                <TableCell>
                  <LastRunCell projectId={project.id} />
                </TableCell>
                <TableCell>{clientName(project.clientId)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
