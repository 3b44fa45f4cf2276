import { DomainTraffic } from '../features/domain-traffic/domain-traffic';

export default function DomainTrafficPage() {
  return <DomainTraffic />;
}
