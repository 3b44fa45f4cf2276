import { DomainBacklinks } from '../features/backlinks/domain-backlinks';

export default function DomainBacklinksPage() {
  return <DomainBacklinks />;
}
