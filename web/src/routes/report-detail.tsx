import { useParams } from 'react-router-dom';
import { ReportDetail } from '../features/reports/report-detail';

export default function ReportDetailPage() {
  const { id = '' } = useParams();
  return <ReportDetail reportId={id} />;
}
