import * as React from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { Menu, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useWorkspaceRole } from '../../features/workspaces/use-current-workspace';
import { useAuth } from '../../features/session/session-provider';
import { lazyWithApollo } from '../lazy-with-apollo';
import { BrandLink } from './brand';
import { navItemsFor, type NavItem } from './nav-items';

// The bell and the menu (their dropdown primitives, and Apollo for their query) load only for a signed-in user, not
// with every visitor's first page.
const SignedInTools = lazyWithApollo(() => import('./signed-in-tools').then((module) => ({ default: module.SignedInTools })));
/** Starts loading the header's tools of a signed-in user (before the session is read, when one is saved). */
export const preloadSignedInTools = SignedInTools.preload;

/** The header bar and its row; the static shell in index.html (app-shell.tsx) draws the same bar. */
export const HEADER_CLASS =
  'sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75';
export const HEADER_ROW_CLASS = 'mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6';

function HeaderNavLink({ item, onNavigate, block }: { item: NavItem; onNavigate?: () => void; block?: boolean }) {
  const Icon = item.icon;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          isActive ? 'text-primary' : 'text-muted-foreground',
          block && 'flex w-full py-2.5 text-base',
        )
      }
    >
      {Icon ? <Icon className="size-4" aria-hidden="true" /> : null}
      {item.label}
    </NavLink>
  );
}

export function SiteHeader() {
  const { user, loading } = useAuth();
  const location = useLocation();
  // The mobile menu belongs to the page it was opened on, so it is closed whenever the page changes.
  const [menuOpenOn, setMenuOpenOn] = React.useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const workspaceRole = useWorkspaceRole();
  const items = navItemsFor(user, workspaceRole);

  return (
    <header className={HEADER_CLASS}>
      <div className={HEADER_ROW_CLASS}>
        <BrandLink compact={user !== null} />
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <HeaderNavLink key={item.to} item={item} />
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {!user && !loading ? (
            <Button asChild size="sm">
              <Link to="/auth">Sign In</Link>
            </Button>
          ) : null}
          {user ? (
            <React.Suspense fallback={<span className="size-9" aria-hidden="true" />}>
              <SignedInTools />
            </React.Suspense>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-nav"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-nav" aria-label="Mobile" className="border-t bg-background px-4 pb-4 pt-2 md:hidden">
          <ul className="flex flex-col gap-0.5">
            {items.map((item) => (
              <li key={item.to}>
                <HeaderNavLink item={item} block onNavigate={() => setMenuOpen(false)} />
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
