import type { Browser } from 'playwright-core';
import { PaperSize } from './report.entity';

const RENDER_TIMEOUT_MS = 30_000;

/**
 * Prints report HTML to PDF with headless Chromium (the system's, through playwright-core): the PDF
 * is the web view as the browser lays it out, charts stay vector. The browser is started on the first
 * render and kept; each render gets a fresh context with JavaScript off and every request refused, so
 * the page can reach nothing (its logo is a data: URI). Renders run as `report-render` jobs, so the
 * JobRunner's slots bound how many print at once.
 */
export class ReportPdfRenderer {
  private browser: Promise<Browser> | undefined;

  constructor(private readonly chromiumPath: string) {}

  async render(html: string, paperSize: PaperSize): Promise<Buffer> {
    const browser = await this.launched();
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      await context.route('**/*', (route) => route.abort());
      const page = await context.newPage();
      page.setDefaultTimeout(RENDER_TIMEOUT_MS);
      await page.setContent(html, { waitUntil: 'load' });
      return await page.pdf({
        format: paperSize === PaperSize.letter ? 'Letter' : 'A4',
        printBackground: true,
        margin: { top: '10mm', bottom: '14mm', left: '0', right: '0' },
        displayHeaderFooter: true,
        headerTemplate: '<span></span>',
        footerTemplate: '<div style="width:100%;font-size:8px;color:#6b7280;text-align:center"><span class="pageNumber"></span> / <span class="totalPages"></span></div>',
      });
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => null))?.close();
  }

  private launched(): Promise<Browser> {
    if (!this.browser) {
      // playwright-core loads on the first render: memory a process that prints no report never spends.
      const launching = import('playwright-core').then(({ chromium }) => chromium.launch({ executablePath: this.chromiumPath, args: ['--disable-dev-shm-usage'] }));
      // A failed start is not kept: the next render tries again.
      launching.catch(() => (this.browser = undefined));
      launching.then((browser) => browser.on('disconnected', () => (this.browser = undefined))).catch(() => undefined);
      this.browser = launching;
    }
    return this.browser;
  }
}
