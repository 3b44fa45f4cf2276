import type { Browser, BrowserContext } from 'playwright-core';
import { NonRetryableError } from '../jobs/non-retryable-error';
import { PaperSize } from './report.entity';

/** What a render stopped at its timeout tells the report's owner (the job's error). */
export const renderTimedOutMessage = (timeoutMs: number) =>
  `The PDF took longer than ${Math.round(timeoutMs / 1000)} s to render and was stopped. Remove sections from the report and try again.`;

/**
 * Prints report HTML to PDF with headless Chromium (the system's, through playwright-core): the PDF
 * is the web view as the browser lays it out, charts stay vector. The browser is started on the first
 * render and kept; each render gets a fresh context with JavaScript off and every request refused, so
 * the page can reach nothing (its logo is a data: URI). Renders run as `report-render` jobs, so the
 * JobRunner's slots bound how many print at once.
 */
export class ReportPdfRenderer {
  private browser: Promise<Browser> | undefined;

  constructor(
    private readonly chromiumPath: string,
    /** A render still printing after this is stopped (its context closed) and fails. */
    private readonly timeoutMs: number,
  ) {}

  async render(html: string, paperSize: PaperSize): Promise<Buffer> {
    const browser = await this.launched();
    const context = await browser.newContext({ javaScriptEnabled: false });
    let timer: NodeJS.Timeout | undefined;
    // Playwright's own timeouts do not cover page.pdf: a large page kept Chromium printing for minutes
    // after its 30 s. Closing the context when the time is up disposes the page, which stops the print.
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new NonRetryableError(renderTimedOutMessage(this.timeoutMs))), this.timeoutMs);
    });
    const printing = this.print(context, html, paperSize);
    // Once timed out, the print's own rejection (its page closed) has nobody to hear it.
    printing.catch(() => undefined);
    try {
      return await Promise.race([printing, timedOut]);
    } finally {
      clearTimeout(timer);
      await context.close();
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    if (browser) await (await browser.catch(() => null))?.close();
  }

  private async print(context: BrowserContext, html: string, paperSize: PaperSize): Promise<Buffer> {
    await context.route('**/*', (route) => route.abort());
    const page = await context.newPage();
    page.setDefaultTimeout(this.timeoutMs);
    await page.setContent(html, { waitUntil: 'load' });
    return page.pdf({
      format: paperSize === PaperSize.letter ? 'Letter' : 'A4',
      printBackground: true,
      margin: { top: '10mm', bottom: '14mm', left: '0', right: '0' },
      displayHeaderFooter: true,
      headerTemplate: '<span></span>',
      footerTemplate: '<div style="width:100%;font-size:8px;color:#6b7280;text-align:center"><span class="pageNumber"></span> / <span class="totalPages"></span></div>',
    });
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
