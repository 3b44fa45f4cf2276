import * as React from 'react';
import { BrowserRouter, matchRoutes, Navigate, useLocation, useRoutes, type Params, type RouteObject } from 'react-router-dom';
import { RequireAdmin, RequireAuth } from '../features/session/guards';
import { AppLayout } from './layout/app-layout';
import { HOME, PageMatchesContext, titled } from './layout/page-titles';
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
const BulkKeywordResearchPage = lazyWithApollo(() => import('../routes/bulk-keyword-research'));
const DomainTrafficPage = lazyWithApollo(() => import('../routes/domain-traffic'));
const DomainBacklinksPage = lazyWithApollo(() => import('../routes/domain-backlinks'));
const ContentGeneratorPage = lazyWithApollo(() => import('../routes/content-generator'));
const MyArticlesPage = lazyWithApollo(() => import('../routes/my-articles'));
const ArticleEditorPage = lazyWithApollo(() => import('../routes/article-editor'));
const ContentBriefPage = lazyWithApollo(() => import('../routes/content-brief'));
const DeveloperPage = lazyWithApollo(() => import('../routes/developer'));
const WebhooksPage = lazyWithApollo(() => import('../routes/webhooks'));
const AdminPage = lazyWithApollo(() => import('../routes/admin'));
const NotificationsPage = lazyWithApollo(() => import('../routes/notifications'));
const SandboxOutboxPage = lazyWithApollo(() => import('../routes/sandbox-outbox'));
const ReportsPage = lazyWithApollo(() => import('../routes/reports'));
const NewReportPage = lazyWithApollo(() => import('../routes/report-new'));
const EditReportPage = lazyWithApollo(() => import('../routes/report-edit'));
const ReportDetailPage = lazyWithApollo(() => import('../routes/report-detail'));
const BrandKitPage = lazyWithApollo(() => import('../routes/brand-kit'));
const AiVisibilityPage = lazyWithApollo(() => import('../routes/ai-visibility'));
const AiVisibilityProjectPage = lazyWithApollo(() => import('../routes/ai-visibility-project'));
const SearchConsolePage = lazyWithApollo(() => import('../routes/search-console'));
const WorkspacePage = lazyWithApollo(() => import('../routes/workspace'));
const InvitationPage = lazyWithApollo(() => import('../routes/invitation'));
const NotFoundPage = React.lazy(() => import('../routes/not-found'));

/** A page for signed-in users. */
function signedIn(Page: React.ComponentType) {
  return (
    <RequireAuth>
      <Page />
    </RequireAuth>
  );
}

/**
 * The route table of spec §2, each page with its tab title (`handle`). The tracker's views have
 * their URLs under /keyword-tracking (new, :id, :id/edit), switched in place by the tracker.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { path: '/', element: <LandingPage />, handle: HOME },
      { path: '/landing', element: <LandingPage />, handle: HOME },
      { path: '/auth', element: <AuthPage />, handle: titled('Sign In') },
      { path: '/pricing', element: <PricingPage />, handle: titled('Pricing') },
      { path: '/blog', element: <BlogPage />, handle: titled('Blog') },
      { path: '/blog/:slug', element: <BlogPostPage />, handle: titled('Blog') },
      { path: '/billing/success', element: <BillingSuccessPage />, handle: titled('Payment confirmed') },
      { path: '/billing/sandbox-checkout', element: signedIn(SandboxCheckoutPage), handle: titled('Sandbox checkout') },
      { path: '/billing/sandbox-invoice/:id', element: signedIn(SandboxInvoicePage), handle: titled('Invoice') },
      { path: '/billing', element: signedIn(BillingPage), handle: titled('Billing') },
      { path: '/dashboard', element: signedIn(DashboardPage), handle: titled('Dashboard') },
      { path: '/app', element: <Navigate to="/dashboard" replace /> },
      {
        path: '/keyword-tracking',
        element: signedIn(KeywordTrackingPage),
        handle: titled('Keyword Tracking'),
        // The tracker draws these views itself; `element: null` says so (without it React Router warns on every view).
        children: [
          { path: 'new', element: null },
          { path: ':id', element: null, handle: { readAhead: readInstanceScreen } },
          { path: ':id/edit', element: null, handle: { readAhead: readInstanceScreen } },
        ],
      },
      { path: '/seo-analysis', element: signedIn(SeoAnalysisPage), handle: titled('SEO Analysis') },
      { path: '/keyword-research/bulk', element: signedIn(BulkKeywordResearchPage), handle: titled('Bulk Keyword Research') },
      { path: '/domain-traffic', element: signedIn(DomainTrafficPage), handle: titled('Domain Traffic') },
      { path: '/domain-backlinks', element: signedIn(DomainBacklinksPage), handle: titled('Domain Backlinks') },
      { path: '/content-generator', element: <ContentGeneratorPage />, handle: titled('Content Generator') },
      // One name for the articles' screens, /articles (list) and /articles/:id/edit (editor); the spec's /my-articles leads to the list.
      { path: '/my-articles', element: <Navigate to="/articles" replace /> },
      { path: '/content-brief', element: signedIn(ContentBriefPage), handle: titled('Content Brief') },
      { path: '/articles', element: <MyArticlesPage />, handle: titled('My Articles') },
      { path: '/articles/:id/edit', element: signedIn(ArticleEditorPage), handle: titled('Edit article') },
      { path: '/reports', element: signedIn(ReportsPage), handle: titled('Client Reports') },
      { path: '/reports/new', element: signedIn(NewReportPage), handle: titled('New Report') },
      { path: '/reports/brand-kit', element: signedIn(BrandKitPage), handle: titled('Brand Kit') },
      { path: '/reports/:id', element: signedIn(ReportDetailPage), handle: titled('Client Report') },
      { path: '/reports/:id/edit', element: signedIn(EditReportPage), handle: titled('Edit Report') },
      { path: '/ai-visibility', element: signedIn(AiVisibilityPage), handle: titled('AI Visibility') },
      { path: '/ai-visibility/:id', element: signedIn(AiVisibilityProjectPage), handle: titled('AI Visibility Project') },
      { path: '/search-console', element: signedIn(SearchConsolePage), handle: titled('Search Console') },
      { path: '/developer', element: signedIn(DeveloperPage), handle: titled('Developer') },
      { path: '/notifications', element: signedIn(NotificationsPage), handle: titled('Notifications') },
      { path: '/sandbox-outbox', element: signedIn(SandboxOutboxPage), handle: titled('Sandbox outbox') },
      { path: '/developer/webhooks', element: signedIn(WebhooksPage), handle: titled('Webhooks') },
      { path: '/workspace', element: signedIn(WorkspacePage), handle: titled('Workspace members') },
      // Public: a visitor sees the invitation, then signs in or up on the same page to accept it.
      { path: '/invitations/:token', element: <InvitationPage />, handle: titled('Invitation') },
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

/** A route's data that can be read before its page renders (`handle.readAhead`), given the route's parameters. */
interface ReadAheadHandle {
  readAhead(params: Params): void;
}

/** An instance's first screen, read beside the session's own read (see screen-prefetch.ts). */
function readInstanceScreen({ id }: Params): void {
  if (!id) return;
  Promise.all([import('./apollo'), import('../features/tracker/screen-prefetch')])
    .then(([apollo, screen]) => screen.readInstanceScreenAhead(apollo.sharedApolloClient(), id))
    .catch(() => undefined);
}

/**
 * Starts loading the code of the page at `pathname` (a page loaded with Apollo), and the data of its first screen where
 * its route can read it ahead, for a saved session: the app waits for the session and the service status before it
 * renders any route, and both load meanwhile. Settles when the page's code is here (or failed to load).
 */
export function preloadPageAt(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  // The data's request first: it waits for fewer files than the page.
  for (const { route, params } of matches) (route.handle as Partial<ReadAheadHandle> | undefined)?.readAhead?.(params);
  return Promise.all(matches.flatMap(({ route }) => preloadOf(route.element)?.() ?? [])).then(() => undefined);
}

/** The page's preload in a route's element: the element's own, or its guard's (RequireAuth, RequireAdmin) child's. */
function preloadOf(node: React.ReactNode): (() => Promise<void>) | undefined {
  if (!React.isValidElement<{ children?: React.ReactNode }>(node)) return undefined;
  return (node.type as { preload?: () => Promise<void> }).preload ?? preloadOf(node.props.children);
}

/** The routes of the location, with the matches the layout names the page from (a declarative router has no useMatches). */
function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  const matches = React.useMemo(() => (matchRoutes(routes, location) ?? []).map(({ route, pathname }) => ({ handle: route.handle as unknown, pathname })), [location]);
  return <PageMatchesContext.Provider value={matches}>{element}</PageMatchesContext.Provider>;
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
