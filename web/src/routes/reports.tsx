import { ReportList } from '../features/reports/report-list';

export default function ReportsPage() {
  return <ReportList />;
}
