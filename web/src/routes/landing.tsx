import * as React from 'react';
import { lazyWithApollo } from '../app/lazy-with-apollo';
import { Spinner } from '../components/ui/spinner';
import { FeatureCards } from '../features/landing/feature-cards';
import { FeaturedCustomers } from '../features/landing/featured-customers';
import { Hero } from '../features/landing/hero';
import { useAuth } from '../features/session/session-provider';

// A visitor's landing page loads neither these sections nor Apollo.
const SignedInSections = lazyWithApollo(() => import('../features/landing/signed-in-sections'));

export default function LandingPage() {
  const { user } = useAuth();
  return (
    <>
      <Hero />
      <FeatureCards />
      <FeaturedCustomers />
      {user ? (
        <React.Suspense
          fallback={
            <div className="flex justify-center py-16">
              <Spinner />
            </div>
          }
        >
          <SignedInSections />
        </React.Suspense>
      ) : null}
    </>
  );
}
