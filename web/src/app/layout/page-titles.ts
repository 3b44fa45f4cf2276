import { PRODUCT_NAME } from '../../lib/product';

const PAGE_NAMES: Record<string, string> = {
  '/auth': 'Sign In',
  '/pricing': 'Pricing',
  '/blog': 'Blog',
  '/billing': 'Billing',
  '/billing/success': 'Payment confirmed',
  '/dashboard': 'Dashboard',
  '/keyword-tracking': 'Keyword Tracking',
  '/seo-analysis': 'SEO Analysis',
  '/domain-traffic': 'Domain Traffic',
  '/domain-backlinks': 'Domain Backlinks',
  '/content-generator': 'Content Generator',
  '/my-articles': 'My Articles',
  '/articles': 'My Articles',
  '/developer': 'Developer',
  '/admin': 'Admin',
};

/** The tab title for a path: "<page> · Rankcraft", so tabs and history entries name the page. */
export function pageTitle(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/' || path === '/landing') return `${PRODUCT_NAME} — AI-powered SEO toolkit`;
  const name = PAGE_NAMES[path] ?? (path.startsWith('/blog/') ? 'Blog' : 'Page not found');
  return `${name} · ${PRODUCT_NAME}`;
}
