import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { Palette, Plus } from 'lucide-react';
import { getFragmentData } from '../../gql';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/graphql-error';
import { useToolAccess } from '../research/tool-access';
import { UpgradeNotice } from '../research/upgrade-notice';
import { RANGE_PRESETS } from './report-model';
import { NextDelivery } from './next-delivery';
import { CLIENT_REPORTS } from './report-plan-tools';
import { ReportFieldsFragment, ReportsQuery } from './reports-documents';
import { useReadOnlyWorkspace } from '../workspaces/use-current-workspace';

/** Every client report of the user, newest first. */
export function ReportList() {
  const access = useToolAccess('reports', CLIENT_REPORTS);
  // A client viewer reads the reports made for their client.
  const readOnly = useReadOnlyWorkspace();
  return (
    <section aria-labelledby="reports-heading" className="grid min-w-0 gap-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id="reports-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Client Reports
          </h1>
          <p className="mt-1 text-muted-foreground">
            {readOnly ? 'Reports your agency made for you: read them here or download them as PDF.' : 'Build reports for your clients, download them as PDF and share them by link.'}
          </p>
        </div>
        {access.status === 'allowed' && !readOnly ? (
          <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
            <Button asChild variant="outline">
              <Link to="/reports/brand-kit">
                <Palette aria-hidden="true" />
                Brand kit
              </Link>
            </Button>
            <Button asChild>
              <Link to="/reports/new">
                <Plus aria-hidden="true" />
                New Report
              </Link>
            </Button>
          </div>
        ) : null}
      </header>
      {access.status === 'loading' ? <Spinner label="Checking your plan" /> : null}
      {access.status === 'refused' ? <UpgradeNotice toolName={CLIENT_REPORTS.name} message={access.message} takeFocus={false} /> : null}
      {access.status === 'allowed' ? <Reports readOnly={readOnly} /> : null}
    </section>
  );
}

function Reports({ readOnly }: { readOnly: boolean }) {
  const { data, loading, error } = useQuery(ReportsQuery, { fetchPolicy: 'cache-and-network' });
  const reports = getFragmentData(ReportFieldsFragment, data?.reports);
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-lg border border-destructive/30 bg-destructive/5 px-4 py-3 text-sm font-medium text-destructive">
          {errorMessage(error, 'The reports could not be loaded.')}
        </p>
      ) : null}
      {loading && !data ? <Spinner label="Loading reports" /> : null}
      {reports && reports.length === 0 ? (
        <Card>
          <CardContent className="pt-6 text-muted-foreground">{readOnly ? 'No reports yet.' : 'No reports yet. Create one for your first client.'}</CardContent>
        </Card>
      ) : null}
      <ul className="grid gap-3 md:grid-cols-2">
        {reports?.map((report) => (
          <li key={report.id}>
            <Link to={`/reports/${report.id}`} className="block rounded-lg border p-4 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <p className="font-semibold">{report.name}</p>
              <p className="text-sm text-muted-foreground">
                {report.client} · {RANGE_PRESETS.find((preset) => preset.value === report.range.preset)?.label ?? report.range.preset} · {report.sections.length}{' '}
                {report.sections.length === 1 ? 'section' : 'sections'}
              </p>
              <NextDelivery schedule={report.schedule} className="mt-1 text-xs text-muted-foreground" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
