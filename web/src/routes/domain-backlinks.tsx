import { ToolUnderConstruction } from '../features/tools/tool-under-construction';
import { DOMAIN_BACKLINKS } from '../features/tools/tool-catalog';

export default function DomainBacklinksPage() {
  return <ToolUnderConstruction tool={DOMAIN_BACKLINKS} />;
}
