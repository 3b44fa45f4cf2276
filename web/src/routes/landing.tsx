import { AdvancedSeoTools } from '../features/landing/advanced-tools';
import { FeatureCards } from '../features/landing/feature-cards';
import { FeaturedCustomers } from '../features/landing/featured-customers';
import { FlowPicker } from '../features/landing/flow-picker';
import { Hero } from '../features/landing/hero';
import { PastArticles } from '../features/landing/past-articles';
import { useAuth } from '../features/session/session-provider';

export default function LandingPage() {
  const { user } = useAuth();
  return (
    <>
      <Hero />
      <FeatureCards />
      <FeaturedCustomers />
      {user ? (
        <>
          <FlowPicker />
          <AdvancedSeoTools />
          <PastArticles />
        </>
      ) : null}
    </>
  );
}
