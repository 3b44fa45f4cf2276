import { ReportBuilder } from '../features/reports/report-builder';

export default function NewReportPage() {
  return (
    <div className="grid min-w-0 gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">New Report</h1>
      <ReportBuilder />
    </div>
  );
}
