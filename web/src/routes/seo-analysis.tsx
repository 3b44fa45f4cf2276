import { SeoAnalysis } from '../features/seo-analysis/seo-analysis';

export default function SeoAnalysisPage() {
  return <SeoAnalysis />;
}
