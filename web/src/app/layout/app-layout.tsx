import * as React from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { FullScreenSpinner } from '../../components/ui/spinner';
import { pageTitle } from './page-titles';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** On every page change: start at the top and name the page in the tab title. */
function PageChangeEffects() {
  const { pathname } = useLocation();
  React.useEffect(() => {
    window.scrollTo?.(0, 0);
    document.title = pageTitle(pathname);
  }, [pathname]);
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
