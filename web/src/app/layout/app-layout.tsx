import * as React from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { PageMatchesContext, pageOf } from './page-titles';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * On every page change: start at the top and name the page in the tab title (its route's `handle`).
 * A view switched in place within a page (the tracker's) keeps the scroll position.
 */
function PageChangeEffects() {
  const { pathname } = useLocation();
  const page = pageOf(React.useContext(PageMatchesContext));
  const pagePath = page?.pathname ?? pathname;
  React.useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pagePath]);
  const title = page?.title;
  React.useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}

/** The page frame; the static shell in index.html (app-shell.tsx) uses it too. */
export const LAYOUT_CLASS = 'flex min-h-screen flex-col overflow-x-clip';

export function AppLayout() {
  return (
    <div className={LAYOUT_CLASS}>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <PageChangeEffects />
      <SiteHeader />
      <main id="main" className="flex-1">
        <React.Suspense fallback={<FullScreenSpinner />}>
          <Outlet />
        </React.Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
