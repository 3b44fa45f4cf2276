import * as React from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate } from 'react-router-dom';
import { ArrowLeft, Download, FileArchive, Pencil, RefreshCw, Trash2 } from 'lucide-react';
import { getFragmentData } from '../../gql';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Progress } from '../../components/ui/progress';
import { Spinner } from '../../components/ui/spinner';
import { restHeaders } from '../../lib/current-workspace';
import { errorMessage } from '../../lib/graphql-error';
import { saveFile } from '../../lib/save-file';
import { isJobFinished, jobState, useJob } from '../jobs/use-job';
import { DeleteReportMutation, RefreshReportMutation, RenderReportPdfMutation, ReportFieldsFragment, ReportHtmlQuery, ReportQuery, ReportsQuery } from './reports-documents';
import { PlanGate } from '../research/plan-gate';
import { SCHEDULED_REPORTS } from './report-plan-tools';
import { ReportScheduleForm } from './report-schedule-form';
import { ShareLinks } from './share-links';
import { InItsWorkspace } from '../workspaces/in-its-workspace';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';

/** Fetches a report's PDF or CSV bundle and saves it; answers why it failed, or null. */
async function downloadReportFile(reportId: string, kind: 'pdf' | 'csv'): Promise<string | null> {
  try {
    const response = await fetch(`/api/reports/${reportId}/${kind}`, { headers: restHeaders() });
    if (!response.ok) return ((await response.json().catch(() => null)) as { error?: string } | null)?.error ?? 'The download failed.';
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `report.${kind === 'pdf' ? 'pdf' : 'zip'}`;
    saveFile(await response.blob(), name);
    return null;
  } catch {
    return 'The download failed.';
  }
}

/** A report: its web view (the same page the PDF prints), downloads, rebuild, share links. */
export function ReportDetail({ reportId }: { reportId: string }) {
  const navigate = useNavigate();
  const reportQuery = useQuery(ReportQuery, { variables: { id: reportId } });
  const htmlQuery = useQuery(ReportHtmlQuery, { variables: { id: reportId }, fetchPolicy: 'network-only' });
  const [refresh, refreshing] = useMutation(RefreshReportMutation);
  const [remove] = useMutation(DeleteReportMutation, { refetchQueries: [ReportsQuery] });
  const [renderPdf] = useMutation(RenderReportPdfMutation);
  const [downloading, setDownloading] = React.useState<'pdf' | 'csv' | null>(null);
  const [problem, setProblem] = React.useState<string | null>(null);
  const [deleting, setDeleting] = React.useState(false);
  // The job rendering the PDF, followed live; the file is fetched once it has succeeded.
  const [pdfJobId, setPdfJobId] = React.useState<string | null>(null);
  const pdfJob = useJob(pdfJobId);
  const report = getFragmentData(ReportFieldsFragment, reportQuery.data?.report);
  // A client viewer reads the report: no edit, rebuild, delete, schedule or new share link; the PDF comes by download alone.
  const readOnly = useReadOnlyWorkspace();

  async function fetchFile(kind: 'pdf' | 'csv') {
    setProblem(await downloadReportFile(reportId, kind));
    setDownloading(null);
  }

  async function download(kind: 'pdf' | 'csv') {
    setProblem(null);
    setDownloading(kind);
    // The download renders a PDF not stored yet and waits for it: a client viewer, who starts no job, gets it that way.
    if (kind === 'csv' || readOnly) return fetchFile(kind);
    try {
      const answer = await renderPdf({ variables: { id: reportId } });
      const job = jobState(answer.data?.renderReportPdf.job);
      if (job && !isJobFinished(job)) setPdfJobId(job.id);
      else await fetchFile('pdf');
    } catch (failure) {
      setProblem(errorMessage(failure, 'The PDF could not be rendered.'));
      setDownloading(null);
    }
  }

  // Once the render job ends (adjusted while rendering, as React advises): the PDF is fetched, or why it failed is shown.
  const [pdfRendered, setPdfRendered] = React.useState(false);
  if (pdfJob && pdfJobId && isJobFinished(pdfJob)) {
    setPdfJobId(null);
    if (pdfJob.status === 'succeeded') setPdfRendered(true);
    else {
      setProblem(pdfJob.error ?? 'The PDF could not be rendered.');
      setDownloading(null);
    }
  }
  React.useEffect(() => {
    if (!pdfRendered) return;
    void downloadReportFile(reportId, 'pdf').then((failure) => {
      setProblem(failure);
      setDownloading(null);
      setPdfRendered(false);
    });
  }, [pdfRendered, reportId]);

  if (reportQuery.error) {
    return (
      <InItsWorkspace kind="REPORT" id={reportId} error={reportQuery.error}>
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {errorMessage(reportQuery.error, 'The report could not be loaded.')}
        </p>
      </InItsWorkspace>
    );
  }
  if (!report) return <Spinner label="Loading the report" />;

  return (
    <div className="grid min-w-0 gap-6">
      <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{report.name}</h1>
          <p className="mt-1 text-muted-foreground">
            For {report.client} · built {report.builtAt ? new Date(report.builtAt).toLocaleString() : 'not yet'}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/reports">
              <ArrowLeft aria-hidden="true" />
              All reports
            </Link>
          </Button>
          {readOnly ? null : (
            <>
              <Button asChild variant="outline">
                <Link to={`/reports/${report.id}/edit`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              </Button>
              <Button
                type="button"
                variant="outline"
                disabled={refreshing.loading}
                onClick={async () => {
                  setProblem(null);
                  try {
                    await refresh({ variables: { id: report.id } });
                    await htmlQuery.refetch();
                  } catch (failure) {
                    setProblem(errorMessage(failure, 'The report could not be rebuilt.'));
                  }
                }}
              >
                <RefreshCw aria-hidden="true" />
                {refreshing.loading ? 'Rebuilding…' : 'Rebuild'}
              </Button>
            </>
          )}
          <Button type="button" onClick={() => void download('pdf')} disabled={downloading !== null}>
            <Download aria-hidden="true" />
            {downloading === 'pdf' ? 'Preparing PDF…' : 'Download PDF'}
          </Button>
          <Button type="button" variant="outline" onClick={() => void download('csv')} disabled={downloading !== null}>
            <FileArchive aria-hidden="true" />
            {downloading === 'csv' ? 'Preparing CSVs…' : 'CSV bundle'}
          </Button>
          {readOnly ? null : (
            <Button type="button" variant="outline" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          )}
        </div>
      </header>
      {downloading === 'pdf' ? (
        <div role="status" className="grid gap-2 rounded-lg border px-4 py-3 text-sm sm:max-w-md">
          <p className="font-medium">{pdfJob?.progress.message ?? 'Preparing the PDF…'}</p>
          {pdfJob && pdfJob.progress.total > 0 ? (
            <Progress value={pdfJob.progress.done} max={pdfJob.progress.total} label="PDF rendering" valueText={`Step ${Math.min(pdfJob.progress.done + 1, pdfJob.progress.total)} of ${pdfJob.progress.total}`} />
          ) : null}
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <Card>
        <CardContent className="p-0">
          {htmlQuery.data ? (
            // No scripts, no same-origin: the report page is inert in the app.
            <iframe title={`Preview of ${report.name}`} sandbox="" srcDoc={htmlQuery.data.reportHtml} className="h-[70vh] w-full rounded-lg bg-white" />
          ) : htmlQuery.error ? (
            <p role="alert" className="p-4 text-sm font-medium text-destructive">
              {errorMessage(htmlQuery.error, 'The preview could not be loaded.')}
            </p>
          ) : (
            <div className="p-6">
              <Spinner label="Loading the preview" />
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent className="pt-6">
          <ShareLinks reportId={report.id} />
        </CardContent>
      </Card>
      {readOnly ? null : (
        <PlanGate tool="scheduledReports" toolName={SCHEDULED_REPORTS}>
          <Card>
            <CardContent className="pt-6">
              <ReportScheduleForm report={report} />
            </CardContent>
          </Card>
        </PlanGate>
      )}
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title="Delete this report?"
        description="Its share links stop working and its schedule ends."
        confirmLabel="Delete"
        busyLabel="Deleting…"
        tone="destructive"
        failureMessage="The report could not be deleted."
        onConfirm={async () => {
          await remove({ variables: { id: report.id } });
          void navigate('/reports');
        }}
      />
    </div>
  );
}
