import * as React from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '../features/session/guards';
import { AppLayout } from './layout/app-layout';
import { lazyWithApollo } from './lazy-with-apollo';
import { RouteErrors } from './route-error';

// One lazily loaded chunk per page; the layout's Suspense shows a spinner meanwhile. Pages that read through Apollo
// load it with their chunk (lazyWithApollo); the landing page, the blog and the dashboard do not need it.
const LandingPage = React.lazy(() => import('../routes/landing'));
const AuthPage = lazyWithApollo(() => import('../routes/auth'));
const PricingPage = lazyWithApollo(() => import('../routes/pricing'));
const BlogPage = React.lazy(() => import('../routes/blog'));
const BlogPostPage = React.lazy(() => import('../routes/blog-post'));
const BillingSuccessPage = React.lazy(() => import('../routes/billing-success'));
const SandboxCheckoutPage = lazyWithApollo(() => import('../routes/billing-sandbox-checkout'));
const BillingPage = lazyWithApollo(() => import('../routes/billing'));
const SandboxInvoicePage = lazyWithApollo(() => import('../routes/billing-sandbox-invoice'));
const DashboardPage = React.lazy(() => import('../routes/dashboard'));
const KeywordTrackingPage = lazyWithApollo(() => import('../routes/keyword-tracking'));
const SeoAnalysisPage = lazyWithApollo(() => import('../routes/seo-analysis'));
const DomainTrafficPage = lazyWithApollo(() => import('../routes/domain-traffic'));
const DomainBacklinksPage = lazyWithApollo(() => import('../routes/domain-backlinks'));
const ContentGeneratorPage = lazyWithApollo(() => import('../routes/content-generator'));
const MyArticlesPage = lazyWithApollo(() => import('../routes/my-articles'));
const DeveloperPage = lazyWithApollo(() => import('../routes/developer'));
const AdminPage = lazyWithApollo(() => import('../routes/admin'));
const NotFoundPage = React.lazy(() => import('../routes/not-found'));

function signedIn(element: React.ReactNode) {
  return <RequireAuth>{element}</RequireAuth>;
}

/** The route table of spec §2. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
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

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The route table in the browser's history. A declarative router: the app loads no data through routes, and the
 * data router's code (loaders, actions, fetchers) was ~16 KB gzip of every first page.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrors>
        <AppRoutes />
      </RouteErrors>
    </BrowserRouter>
  );
}
