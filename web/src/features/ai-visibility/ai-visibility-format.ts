/** The contract's surface names, as people read them. */
export const SURFACE_LABELS: Record<string, string> = {
  'google-ai-overview': 'Google AI Overview',
  'google-ai-mode': 'Google AI Mode',
  chatgpt: 'ChatGPT',
  perplexity: 'Perplexity',
  gemini: 'Gemini',
  claude: 'Claude',
};

export const SURFACES = Object.keys(SURFACE_LABELS);

export const surfaceLabel = (surface: string) => SURFACE_LABELS[surface] ?? surface;

/** What a share shows when no sample of it was checked: never 0, which would read as "not mentioned". */
export const NOT_CHECKED = 'not checked';

export interface RateFigure {
  value?: number | null;
  low?: number | null;
  high?: number | null;
  n: number;
}

const percent = (share: number) => `${Math.round(share * 100)}`;

/** "12 %" from 0.12; "not checked" for no share. */
export function formatShare(share: number | null | undefined): string {
  return share == null ? NOT_CHECKED : `${percent(share)} %`;
}

/** "12 % (5–25 %, n = 60)": the share with its 95 % interval and the checked samples it stands on. */
export function formatRate(rate: RateFigure): string {
  if (rate.value == null || rate.n === 0) return NOT_CHECKED;
  const interval = rate.low != null && rate.high != null ? `${percent(rate.low)}–${percent(rate.high)} %, ` : '';
  return `${percent(rate.value)} % (${interval}n = ${rate.n.toLocaleString('en-US')})`;
}

/** "2.3", or a dash when the brand was never named. */
export function formatPosition(position: number | null | undefined): string {
  return position == null ? '–' : position.toFixed(1);
}

export interface MatrixSample {
  prompt: string;
  surface: string;
  status: string;
  mentions: readonly { brand: string }[];
}

export interface MatrixCell {
  checked: number;
  mentioned: number;
  /** Mentioned share of the checked samples; null when none was checked. */
  share: number | null;
}

/** Per prompt and surface: how many checked samples name the brand. Samples not checked are left out of n. */
export function promptSurfaceMatrix(samples: readonly MatrixSample[], brand: string): Map<string, MatrixCell> {
  const cells = new Map<string, MatrixCell>();
  for (const sample of samples) {
    const key = matrixKey(sample.prompt, sample.surface);
    const cell = cells.get(key) ?? { checked: 0, mentioned: 0, share: null };
    if (sample.status === 'checked') {
      cell.checked += 1;
      if (sample.mentions.some((mention) => mention.brand === brand)) cell.mentioned += 1;
    }
    cell.share = cell.checked > 0 ? cell.mentioned / cell.checked : null;
    cells.set(key, cell);
  }
  return cells;
}

export const matrixKey = (prompt: string, surface: string) => `${surface}\u0000${prompt}`;

/** "3 of 5 (60 %)" or "not checked". */
export function formatCell(cell: MatrixCell | undefined): string {
  if (!cell || cell.share == null) return NOT_CHECKED;
  return `${formatShare(cell.share)} (${cell.mentioned} of ${cell.checked})`;
}
