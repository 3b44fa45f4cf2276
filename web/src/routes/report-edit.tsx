import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../gql';
import { Spinner } from '../components/ui/spinner';
import { errorMessage } from '../lib/graphql-error';
import { ReportBuilder } from '../features/reports/report-builder';
import { ReportFieldsFragment, ReportQuery } from '../features/reports/reports-documents';
import { InItsWorkspace } from '../features/workspaces/in-its-workspace';

export default function EditReportPage() {
  const { id = '' } = useParams();
  const { data, error } = useQuery(ReportQuery, { variables: { id } });
  const report = getFragmentData(ReportFieldsFragment, data?.report);
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Edit Report</h1>
      {error ? (
        <InItsWorkspace kind="REPORT" id={id} error={error}>
          <p role="alert" className="text-sm font-medium text-destructive">
            {errorMessage(error, 'The report could not be loaded.')}
          </p>
        </InItsWorkspace>
      ) : report ? (
        <ReportBuilder report={report} />
      ) : (
        <Spinner label="Loading the report" />
      )}
    </div>
  );
}
