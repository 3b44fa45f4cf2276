import { z } from 'zod';

/** How report PDFs are rendered: the system Chromium, driven by playwright-core. */
export interface ReportsConfig {
  /** The Chromium (or Chrome) executable that prints reports to PDF. */
  chromiumPath: string;
}

export const reportsEnvironment = {
  CHROMIUM_PATH: z.string().trim().min(1).default('/usr/bin/chromium'),
};

export function selectReportsConfig(env: { CHROMIUM_PATH: string }): ReportsConfig {
  return { chromiumPath: env.CHROMIUM_PATH };
}
