import { z } from 'zod';
import { optionalString } from '../../common/environment';

/** How report PDFs are rendered: the system Chromium, driven by playwright-core, in render jobs. */
export interface ReportsConfig {
  /** The Chromium (or Chrome) executable that prints reports to PDF. */
  chromiumPath: string;
  /** How long GET /api/reports/:id/pdf waits for a render job before answering that it is still rendering. */
  pdfWaitMs: number;
  /** A render job's print still running after this is stopped, and the job fails with a clear message. */
  renderTimeoutMs: number;
}

export const reportsEnvironment = {
  CHROMIUM_PATH: z.string().trim().min(1).default('/usr/bin/chromium'),
  REPORT_PDF_WAIT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(300_000).default(60_000)),
  REPORT_RENDER_TIMEOUT_MS: optionalString.pipe(z.coerce.number<string | undefined>().int().min(100).max(300_000).default(30_000)),
};

export function selectReportsConfig(env: { CHROMIUM_PATH: string; REPORT_PDF_WAIT_MS: number; REPORT_RENDER_TIMEOUT_MS: number }): ReportsConfig {
  return { chromiumPath: env.CHROMIUM_PATH, pdfWaitMs: env.REPORT_PDF_WAIT_MS, renderTimeoutMs: env.REPORT_RENDER_TIMEOUT_MS };
}
