import { AdvancedSeoTools } from './advanced-tools';
import { FlowPicker } from './flow-picker';
import { PastArticles } from './past-articles';

/** The landing page's sections for a signed-in user (the past articles read through Apollo). */
export default function SignedInSections() {
  return (
    <>
      <FlowPicker />
      <AdvancedSeoTools />
      <PastArticles />
    </>
  );
}
