import type { Page, Request, Route } from 'playwright-core';
import { sourcesOf } from './web-dist';

/** The operation a GraphQL request over HTTP names. */
export function operationOf(sent: Request): string {
  try {
    return (JSON.parse(sent.postData() ?? '{}') as { operationName?: string }).operationName ?? '(unnamed)';
  } catch {
    return '(unreadable)';
  }
}

/** Sections below a page's fold: each one's module (from the repository root), with the operations it reads first. */
export type SectionReads = Record<string, string[]>;

/**
 * Follows a page's load from now until `stop()`: every GraphQL operation it sends over HTTP (`sent`), and which of
 * the sections' first reads left before the section's code arrived (`sentBeforeCode`). Each section's code is held
 * until its reads were sent, or for `holdMs` at most: a read sent only once its section's code is here is not sent
 * while that code is held.
 */
export async function watchSectionReads(page: Page, sections: SectionReads, holdMs = 3_000) {
  const sent: string[] = [];
  const sentBeforeCode: string[] = [];
  const count = (request: Request) => {
    if (new URL(request.url()).pathname === '/graphql') sent.push(operationOf(request));
  };
  const hold = async (route: Route) => {
    const sources = sourcesOf(new URL(route.request().url()).pathname);
    const reads = Object.entries(sections).flatMap(([module, operations]) => (sources.includes(module) ? operations : []));
    const deadline = Date.now() + holdMs;
    while (reads.some((read) => !sent.includes(read)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    sentBeforeCode.push(...reads.filter((read) => sent.includes(read)));
    await route.continue();
  };
  page.on('request', count);
  await page.route('**/assets/*.js', hold);
  return {
    sent,
    sentBeforeCode,
    async stop() {
      page.off('request', count);
      await page.unroute('**/assets/*.js', hold);
    },
  };
}
