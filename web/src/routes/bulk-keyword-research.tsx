import { BulkResearchPage } from '../features/research/bulk-research-page';

export default function BulkKeywordResearchRoute() {
  return <BulkResearchPage />;
}
