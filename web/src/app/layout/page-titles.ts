import * as React from 'react';
import { PRODUCT_NAME } from '../../lib/product';

/** What a route of the route table carries: its tab title. */
export interface PageHandle {
  title: string;
}

/** The landing page's tab title. */
export const HOME: PageHandle = { title: `${PRODUCT_NAME} — AI-powered SEO toolkit` };

/** A page's tab title, "<page> · Rankcraft", so tabs and history entries name the page. */
export function titled(page: string): PageHandle {
  return { title: `${page} · ${PRODUCT_NAME}` };
}

/**
 * The page on screen: the deepest matched route with a title, and the part of the URL it matched.
 * Views within a page (the tracker's, under /keyword-tracking) are routes without a title of their own.
 */
export function pageOf(matches: readonly PageMatch[]): { title: string; pathname: string } | undefined {
  for (const match of [...matches].reverse()) {
    const handle = match.handle as Partial<PageHandle> | undefined;
    if (typeof handle?.title === 'string') return { title: handle.title, pathname: match.pathname };
  }
  return undefined;
}

export interface PageMatch {
  handle: unknown;
  pathname: string;
}

/** The routes the location matched, outermost first; the router provides them. */
export const PageMatchesContext = React.createContext<readonly PageMatch[]>([]);
