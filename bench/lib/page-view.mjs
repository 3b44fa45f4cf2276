// One cold view of a page of the app in Chromium: when the first screen and the whole page were loaded, and
// what it requested. "Loaded" is read from generic signs of the app's loading markup, not from any one
// section's text, so it holds while the page's sections change:
//   - a heading (h1) holding the text the caller expects (the page itself, not the app shell or a spinner);
//   - nothing still loading: no [aria-busy="true"] (placeholders of sections loaded on view, a section waiting
//     for its data), no status spinner ([role="status"] named "Loading ..."), no progress bar, no skeleton or
//     pulsing placeholder, no spinning icon, and no element whose own text is "Loading …" (a fallback without
//     any of the marks above, e.g. "Loading chart…");
//   - for the whole page also: no /graphql request in flight.
// A state counts from when it began once it has held for `quietMs` (default 500): a moment between two
// loading states (a lazy component whose fallback is empty) does not end a load early.
import { performance } from 'node:perf_hooks';

/** Elements that say their part of the page is still loading. */
const BUSY_SELECTOR = '[aria-busy="true"], [role="status"][aria-label^="Loading" i], [role="progressbar"], [class*="skeleton" i], .animate-pulse, .animate-spin';

/** In the page: reports { heading, busy, busyInView, labels } to the bench whenever it changes. */
function watchLoading({ heading, busySelector }) {
  const loadingText = /^Loading\b.*…$/s;
  const visible = (element) => element.getClientRects().length > 0;
  // Text is searched by XPath, natively: walking every text node in script slows a page of 100,000 cells.
  const loadingTextXPath = "//body//*[text()[starts-with(normalize-space(.), 'Loading')]]";
  const busyElements = () => {
    const found = new Set([...document.querySelectorAll(busySelector)].filter(visible));
    const texts = document.evaluate(loadingTextXPath, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
    for (let i = 0; i < texts.snapshotLength; i++) {
      const element = texts.snapshotItem(i);
      if (loadingText.test(element.textContent.trim()) && visible(element)) found.add(element);
    }
    return [...found];
  };
  const describe = (element) => element.getAttribute('aria-label') || element.textContent.trim().slice(0, 40) || element.tagName.toLowerCase();
  let last = '';
  let scheduled = false;
  // Until the first screen is loaded the page is small: its state is read after every change, so the moment it
  // loaded is exact (what the page asks for after that moment is not "before the fold"). After it, at most every
  // 50 ms, so that reading a page of many thousand cells does not slow it.
  let firstScreenSeen = false;
  const check = () => {
    scheduled = false;
    if (!document.body) return;
    const at = performance.timeOrigin + performance.now();
    const busy = busyElements();
    const current = {
      heading: [...document.querySelectorAll('h1')].some((h1) => h1.textContent.includes(heading) && visible(h1)),
      busy: busy.length,
      busyInView: busy.some((element) => {
        const rect = element.getBoundingClientRect();
        return rect.bottom > 0 && rect.top < window.innerHeight;
      }),
      labels: [...new Set(busy.map(describe))].slice(0, 6),
    };
    firstScreenSeen ||= current.heading && !current.busyInView;
    const state = JSON.stringify(current);
    if (state !== last) {
      last = state;
      window.__benchLoading(JSON.stringify({ ...current, at }));
    }
  };
  const schedule = () => {
    if (!firstScreenSeen) return check();
    if (scheduled) return;
    scheduled = true;
    setTimeout(check, 50);
  };
  new MutationObserver(schedule).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  window.addEventListener('scroll', schedule, { passive: true });
}

/**
 * Opens `url` in a fresh context (empty cache and storage) of `viewport`, signed in with `token` (the app keeps
 * it in localStorage) when given, waits until the first screen is loaded, then scrolls to the bottom (sections
 * load as they come into view) until the whole page is. Times are ms from the navigation's start.
 * `timeoutMs` (default 180 s) ends a view that never completes: `timedOut` and what was still loading.
 * `trace` returns every change of the loading state and of the GraphQL requests in flight, with its time (`timeline`).
 */
export async function viewPage(browser, { url, heading, token, viewport = { width: 1280, height: 800 }, quietMs = 500, timeoutMs = 180_000, trace = false }) {
  const context = await browser.newContext({ viewport });
  try {
    if (token) await context.addInitScript((value) => window.localStorage.setItem('token', value), token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let started = performance.now();
    const now = () => performance.now() - started;

    const requests = new Map();
    cdp.on('Network.requestWillBeSent', ({ requestId, request, type, wallTime }) => {
      const graphql = new URL(request.url).pathname === '/graphql';
      let operation = null;
      if (graphql && request.postData) {
        try {
          operation = JSON.parse(request.postData).operationName ?? null;
        } catch {
          // A body that is not JSON still counts as a request.
        }
      }
      // `wall`: when the page asked for it (ms since the epoch), to set it against when the page's state changed.
      requests.set(requestId, { url: request.url, type, graphql, operation, start: now(), wall: wallTime * 1000, end: null, mime: '', decoded: 0, encoded: 0 });
      update();
    });
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      const request = requests.get(requestId);
      if (request) request.mime = response.mimeType;
    });
    cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const request = requests.get(requestId);
      if (request) request.decoded += dataLength;
    });
    const ended = ({ requestId, encodedDataLength }) => {
      const request = requests.get(requestId);
      if (!request) return;
      request.end = now();
      request.encoded = encodedDataLength ?? 0;
      update();
    };
    cdp.on('Network.loadingFinished', ended);
    cdp.on('Network.loadingFailed', ended);
    const graphqlInFlight = () => [...requests.values()].filter((request) => request.graphql && request.end === null).length;

    let state = { heading: false, busy: 0, busyInView: false, labels: [] };
    let firstSince = null;
    // When the first screen was loaded on the page's clock (ms since the epoch), to tell what it asked for before.
    let firstSinceWall = null;
    let completeSince = null;
    const timeline = [];
    function update() {
      if (trace) timeline.push({ at: now(), heading: state.heading, busy: state.busy, busyInView: state.busyInView, labels: state.labels, graphqlInFlight: graphqlInFlight() });
      const firstScreen = state.heading && !state.busyInView;
      const complete = state.heading && state.busy === 0 && graphqlInFlight() === 0;
      if (!firstScreen) firstSince = firstSinceWall = null;
      else if (firstSince === null) {
        firstSince = now();
        firstSinceWall = state.at ?? Date.now();
      }
      if (!complete) completeSince = null;
      else completeSince ??= now();
    }
    await page.exposeFunction('__benchLoading', (json) => {
      state = JSON.parse(json);
      update();
    });
    await page.addInitScript(watchLoading, { heading, busySelector: BUSY_SELECTOR });

    const deadline = timeoutMs;
    const held = (since) => since !== null && now() - since >= quietMs;
    const pause = () => new Promise((resolve) => setTimeout(resolve, 20));
    started = performance.now();
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    while (!held(firstSince) && now() < deadline) await pause();
    const firstScreen = held(firstSince) ? firstSince : null;
    const firstScreenWall = firstScreen === null ? null : firstSinceWall;
    const beforeFold = (request) => firstScreenWall !== null && request.wall < firstScreenWall;
    // Down the page: on-view sections load as they come near; the page grows as they do.
    let atBottom = false;
    let lastScroll = 0;
    while (!(held(completeSince) && atBottom) && now() < deadline) {
      if (now() - lastScroll >= 200) {
        lastScroll = now();
        // A page whose main thread is stuck does not answer: the view's deadline still ends the wait.
        const scrolled = page.evaluate(() => {
          const height = document.documentElement.scrollHeight;
          window.scrollTo(0, height);
          return window.scrollY + window.innerHeight >= height - 2;
        });
        scrolled.catch(() => {});
        atBottom = await Promise.race([scrolled, new Promise((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline - now())))]);
      }
      await pause();
    }
    const timedOut = !(held(completeSince) && atBottom);
    const complete = timedOut ? null : completeSince;
    const alerts = await Promise.race([page.evaluate(() => document.querySelectorAll('[role="alert"]').length), new Promise((resolve) => setTimeout(() => resolve(null), 5000))]).catch(() => null);

    const all = [...requests.values()];
    const graphql = all.filter((request) => request.graphql);
    const sum = (list, key) => list.reduce((total, request) => total + request[key], 0);
    const byDuration = graphql.filter((request) => request.end !== null).sort((a, b) => b.end - b.start - (a.end - a.start));
    const bySize = [...graphql].sort((a, b) => b.decoded - a.decoded);
    return {
      firstScreen,
      complete,
      timedOut,
      stillLoading: timedOut ? [...(firstScreen === null ? ['the first screen'] : []), ...state.labels, `${graphqlInFlight()} GraphQL requests in flight`, ...(atBottom ? [] : ['not scrolled to the bottom'])] : [],
      alerts,
      requests: all.length,
      graphql: graphql.length,
      graphqlBeforeFold: firstScreen === null ? null : graphql.filter(beforeFold).length,
      graphqlBytes: sum(graphql, 'decoded'),
      jsonBytes: sum(all.filter((request) => request.mime.includes('json')), 'decoded'),
      jsBytes: sum(all.filter((request) => request.type === 'Script'), 'encoded'),
      jsBeforeFoldBytes: firstScreen === null ? null : sum(all.filter((request) => request.type === 'Script' && beforeFold(request)), 'encoded'),
      scripts: all.filter((request) => request.type === 'Script').length,
      cssBytes: sum(all.filter((request) => request.type === 'Stylesheet'), 'encoded'),
      slowest: byDuration[0] ? { operation: byDuration[0].operation, ms: byDuration[0].end - byDuration[0].start } : null,
      largest: bySize[0] ? { operation: bySize[0].operation, bytes: bySize[0].decoded } : null,
      timeline,
      graphqlRequests: graphql.map(({ operation, start, end, decoded }) => ({ operation, start, end, bytes: decoded })),
      scriptRequests: all.filter((request) => request.type === 'Script').map((request) => ({ file: new URL(request.url).pathname, start: request.start, end: request.end, bytes: request.encoded, beforeFold: beforeFold(request) })),
    };
  } finally {
    await context.close();
  }
}
