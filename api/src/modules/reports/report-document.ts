import type { SectionKind } from './report-sections';

/** A company's figure now and at the end of the previous period. */
export interface Compared {
  current: number | null;
  previous: number | null;
}

export interface ChartSeries {
  label: string;
  own: boolean;
  points: { at: string; value: number | null }[];
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
      companies: { name: string; domain: string; own: boolean; visibility: Compared; shareOfVoice?: Compared; averageRank: Compared }[];
      movers: Table;
    }
  | { kind: 'keyword-table'; title: string; subtitle: string; table: Table }
  | { kind: 'ranking-chart' | 'visibility-chart'; title: string; subtitle: string; unit: string; invert: boolean; series: ChartSeries[] }
  | { kind: 'domain-traffic' | 'backlinks' | 'serp-analysis' | 'articles'; title: string; subtitle: string; table: Table }
  | { kind: 'note'; title: string; subtitle: string; text: string }
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
