import { ToolUnderConstruction } from '../features/tools/tool-under-construction';
import { SEO_ANALYSIS } from '../features/tools/tool-catalog';

export default function SeoAnalysisPage() {
  return <ToolUnderConstruction tool={SEO_ANALYSIS} />;
}
