import { ContentBriefPage } from '../features/content-brief/content-brief-page';

export default function ContentBriefRoute() {
  return <ContentBriefPage />;
}
