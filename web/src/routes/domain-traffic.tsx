import { ToolUnderConstruction } from '../features/tools/tool-under-construction';
import { DOMAIN_TRAFFIC } from '../features/tools/tool-catalog';

export default function DomainTrafficPage() {
  return <ToolUnderConstruction tool={DOMAIN_TRAFFIC} />;
}
