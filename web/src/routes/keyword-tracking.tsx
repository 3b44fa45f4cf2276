import { KeywordTracker } from '../features/tracker/keyword-tracker';

export default function KeywordTrackingPage() {
  return <KeywordTracker />;
}
