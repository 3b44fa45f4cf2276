import type { SectionKind } from './report-sections';

/** A company's figure now and at the end of the previous period. */
export interface Compared {
  current: number | null;
  previous: number | null;
}

export interface ChartSeries {
  label: string;
  own: boolean;
  /** `low` and `high`, where given, bound the value's interval: the chart draws them as a band. */
  points: { at: string; value: number | null; low?: number | null; high?: number | null }[];
}

/** A share with its 95 % Wilson interval (0..1) over `n` checked AI answers; all null when none was checked. */
export interface RateFigure {
  value: number | null;
  low: number | null;
  high: number | null;
  n: number;
}

/** One brand of an AI visibility summary: its figures in the newest run of the period, against the run before. */
export interface AiBrandRow {
  name: string;
  own: boolean;
  mentionRate: RateFigure;
  previousMentionRate: number | null;
  /** Whether the two-proportion test calls the difference from the run before a change (p < 0.05). */
  changed: boolean;
  pValue: number | null;
  citationRate: RateFigure;
  shareOfVoice: number | null;
}

/** A Search Console section's totals over the period against the previous period (CTR 0..1; position impressions-weighted). */
export interface SearchConsoleTotals {
  clicks: Compared;
  impressions: Compared;
  ctr: Compared;
  position: Compared;
}

export interface Table {
  columns: string[];
  rows: (string | number | null)[][];
}

/** One section's built data; every output (web view, PDF, CSV) renders from it. */
export type SectionData =
  | {
      kind: 'tracker-summary';
      title: string;
      subtitle: string;
      /** Reports built before share of voice was reported have neither shareOfVoice nor shareOfVoiceNote. */
      shareOfVoiceNote?: string;
      /** Which click-through rates weigh visibility and share of voice (tracker/ctr-curve.ts); absent in reports built before it was said. */
      ctrCurveNote?: string;
      companies: { name: string; domain: string; own: boolean; visibility: Compared; shareOfVoice?: Compared; averageRank: Compared }[];
      movers: Table;
    }
  | { kind: 'keyword-table'; title: string; subtitle: string; table: Table }
  | {
      kind: 'ranking-chart' | 'visibility-chart';
      title: string;
      subtitle: string;
      unit: string;
      invert: boolean;
      series: ChartSeries[];
      /** Visibility: which click-through rates weigh it; absent on rankings and in reports built before it was said. */
      note?: string;
    }
  | { kind: 'domain-traffic' | 'backlinks' | 'serp-analysis' | 'articles'; title: string; subtitle: string; table: Table }
  | { kind: 'note'; title: string; subtitle: string; text: string }
  | {
      kind: 'ai-visibility-summary';
      title: string;
      subtitle: string;
      /** Set when no run of the project finished in the period: what to say instead of figures. */
      empty?: string;
      brands: AiBrandRow[];
      /** Mention rate (%) per brand over the period's runs, with its interval. */
      series: ChartSeries[];
    }
  | { kind: 'ai-cited-sources'; title: string; subtitle: string; empty?: string; domains: Table; pages: Table; opportunities: Table }
  | {
      kind: 'search-console';
      title: string;
      subtitle: string;
      /** Set when no property is linked or it has no rows in the period. */
      empty?: string;
      totals: SearchConsoleTotals | null;
      /** Clicks (and impressions) per day: this period, and the previous one drawn over it. */
      clicks: ChartSeries[];
      impressions: ChartSeries[];
      queries: Table;
      pages: Table;
    }
  | { kind: SectionKind; title: string; subtitle: string; unavailable: string };

/** A report's data as built at one moment: what share links, PDFs, CSVs and emails show. */
export interface ReportDocument {
  name: string;
  client: string;
  rangeLabel: string;
  period: { start: string; end: string; previousStart: string; previousEnd: string };
  builtAt: string;
  /** SANDBOX when any section's data came from a sandbox provider. */
  sandbox: boolean;
  sections: SectionData[];
}
