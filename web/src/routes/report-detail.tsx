import { useParams } from 'react-router-dom';
import { ReportDetail } from '../features/reports/report-detail';

export default function ReportDetailPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto grid w-full min-w-0 max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <ReportDetail reportId={id} />
    </div>
  );
}
