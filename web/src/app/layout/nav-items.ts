import { CreditCard, type LucideIcon } from 'lucide-react';
import type { SessionUser } from '../../features/session/session-provider';

export interface NavItem {
  to: string;
  label: string;
  icon?: LucideIcon;
  /** Only "/" must match exactly; other items stay active on their sub-pages. */
  end?: boolean;
}

/**
 * Header links by role (spec §2 "Header"). A client viewer (their role in the current workspace) reads their
 * client's keyword tracking and reports, and nothing else of the workspace: those two take the tools' places.
 */
export function navItemsFor(user: SessionUser | null, workspaceRole: string | null = null): NavItem[] {
  const items: NavItem[] = [
    { to: '/', label: 'Home', end: true },
    { to: '/pricing', label: 'Pricing' },
    { to: '/blog', label: 'Blog' },
  ];
  if (user) {
    if (workspaceRole === 'client') items.push({ to: '/keyword-tracking', label: 'Keyword Tracking' }, { to: '/reports', label: 'Client Reports' });
    else items.push({ to: '/dashboard', label: 'Dashboard' }, { to: '/articles', label: 'My Articles' });
    items.push({ to: '/billing', label: 'Billing', icon: CreditCard, end: true });
    if (user.role === 'admin') items.push({ to: '/admin', label: 'Admin' });
  }
  return items;
}
