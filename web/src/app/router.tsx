import * as React from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '../features/session/guards';
import { AppLayout } from './layout/app-layout';
import { RouteError } from './route-error';

// One lazily loaded chunk per page; the layout's Suspense shows a spinner meanwhile.
const LandingPage = React.lazy(() => import('../routes/landing'));
const AuthPage = React.lazy(() => import('../routes/auth'));
const PricingPage = React.lazy(() => import('../routes/pricing'));
const BlogPage = React.lazy(() => import('../routes/blog'));
const BlogPostPage = React.lazy(() => import('../routes/blog-post'));
const BillingSuccessPage = React.lazy(() => import('../routes/billing-success'));
const SandboxCheckoutPage = React.lazy(() => import('../routes/billing-sandbox-checkout'));
const BillingPage = React.lazy(() => import('../routes/billing'));
const SandboxInvoicePage = React.lazy(() => import('../routes/billing-sandbox-invoice'));
const DashboardPage = React.lazy(() => import('../routes/dashboard'));
const KeywordTrackingPage = React.lazy(() => import('../routes/keyword-tracking'));
const SeoAnalysisPage = React.lazy(() => import('../routes/seo-analysis'));
const DomainTrafficPage = React.lazy(() => import('../routes/domain-traffic'));
const DomainBacklinksPage = React.lazy(() => import('../routes/domain-backlinks'));
const ContentGeneratorPage = React.lazy(() => import('../routes/content-generator'));
const MyArticlesPage = React.lazy(() => import('../routes/my-articles'));
const DeveloperPage = React.lazy(() => import('../routes/developer'));
const AdminPage = React.lazy(() => import('../routes/admin'));
const NotificationsPage = React.lazy(() => import('../routes/notifications'));
const SandboxOutboxPage = React.lazy(() => import('../routes/sandbox-outbox'));
const NotFoundPage = React.lazy(() => import('../routes/not-found'));

function signedIn(element: React.ReactNode) {
  return <RequireAuth>{element}</RequireAuth>;
}

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/landing', element: <LandingPage /> },
      { path: '/auth', element: <AuthPage /> },
      { path: '/pricing', element: <PricingPage /> },
      { path: '/blog', element: <BlogPage /> },
      { path: '/blog/:slug', element: <BlogPostPage /> },
      { path: '/billing/success', element: <BillingSuccessPage /> },
      { path: '/billing/sandbox-checkout', element: signedIn(<SandboxCheckoutPage />) },
      { path: '/billing/sandbox-invoice/:id', element: signedIn(<SandboxInvoicePage />) },
      { path: '/billing', element: signedIn(<BillingPage />) },
      { path: '/dashboard', element: signedIn(<DashboardPage />) },
      { path: '/app', element: <Navigate to="/dashboard" replace /> },
      { path: '/keyword-tracking', element: signedIn(<KeywordTrackingPage />) },
      { path: '/seo-analysis', element: signedIn(<SeoAnalysisPage />) },
      { path: '/domain-traffic', element: signedIn(<DomainTrafficPage />) },
      { path: '/domain-backlinks', element: signedIn(<DomainBacklinksPage />) },
      { path: '/content-generator', element: <ContentGeneratorPage /> },
      { path: '/my-articles', element: <MyArticlesPage /> },
      { path: '/articles', element: <MyArticlesPage /> },
      { path: '/developer', element: signedIn(<DeveloperPage />) },
      { path: '/notifications', element: signedIn(<NotificationsPage />) },
      { path: '/sandbox-outbox', element: signedIn(<SandboxOutboxPage />) },
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        ),
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
