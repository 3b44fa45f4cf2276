import * as React from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '../features/session/guards';
import { AppLayout } from './layout/app-layout';
import { HOME, titled } from './layout/page-titles';
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
const NotFoundPage = React.lazy(() => import('../routes/not-found'));

function signedIn(element: React.ReactNode) {
  return <RequireAuth>{element}</RequireAuth>;
}

/**
 * The route table of spec §2, each page with its tab title (`handle`). The tracker's views have
 * their URLs under /keyword-tracking (new, :id, :id/edit), switched in place by the tracker.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingPage />, handle: HOME },
      { path: '/landing', element: <LandingPage />, handle: HOME },
      { path: '/auth', element: <AuthPage />, handle: titled('Sign In') },
      { path: '/pricing', element: <PricingPage />, handle: titled('Pricing') },
      { path: '/blog', element: <BlogPage />, handle: titled('Blog') },
      { path: '/blog/:slug', element: <BlogPostPage />, handle: titled('Blog') },
      { path: '/billing/success', element: <BillingSuccessPage />, handle: titled('Payment confirmed') },
      { path: '/billing/sandbox-checkout', element: signedIn(<SandboxCheckoutPage />), handle: titled('Sandbox checkout') },
      { path: '/billing/sandbox-invoice/:id', element: signedIn(<SandboxInvoicePage />), handle: titled('Invoice') },
      { path: '/billing', element: signedIn(<BillingPage />), handle: titled('Billing') },
      { path: '/dashboard', element: signedIn(<DashboardPage />), handle: titled('Dashboard') },
      { path: '/app', element: <Navigate to="/dashboard" replace /> },
      { path: '/keyword-tracking', element: signedIn(<KeywordTrackingPage />), handle: titled('Keyword Tracking'), children: [{ path: 'new' }, { path: ':id' }, { path: ':id/edit' }] },
      { path: '/seo-analysis', element: signedIn(<SeoAnalysisPage />), handle: titled('SEO Analysis') },
      { path: '/domain-traffic', element: signedIn(<DomainTrafficPage />), handle: titled('Domain Traffic') },
      { path: '/domain-backlinks', element: signedIn(<DomainBacklinksPage />), handle: titled('Domain Backlinks') },
      { path: '/content-generator', element: <ContentGeneratorPage />, handle: titled('Content Generator') },
      { path: '/my-articles', element: <MyArticlesPage />, handle: titled('My Articles') },
      { path: '/articles', element: <MyArticlesPage />, handle: titled('My Articles') },
      { path: '/developer', element: signedIn(<DeveloperPage />), handle: titled('Developer') },
      {
        path: '/admin',
        handle: titled('Admin'),
        element: (
          <RequireAdmin>
            <AdminPage />
          </RequireAdmin>
        ),
      },
      { path: '*', element: <NotFoundPage />, handle: titled('Page not found') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
