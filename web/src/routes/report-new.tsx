import { ReportBuilder } from '../features/reports/report-builder';
import { CLIENT_REPORTS } from '../features/reports/report-plan-tools';
import { PlanGate } from '../features/research/plan-gate';

export default function NewReportPage() {
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">New Report</h1>
      <PlanGate tool="reports" toolName={CLIENT_REPORTS}>
        <ReportBuilder />
      </PlanGate>
    </div>
  );
}
