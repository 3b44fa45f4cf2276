import { ToolUnderConstruction } from '../features/tools/tool-under-construction';
import { KEYWORD_TRACKING } from '../features/tools/tool-catalog';

export default function KeywordTrackingPage() {
  return <ToolUnderConstruction tool={KEYWORD_TRACKING} />;
}
