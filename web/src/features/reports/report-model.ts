import type { ReportSectionInput } from '../../gql/graphql';

export const SECTION_KINDS = [
  { kind: 'tracker-summary', label: 'Ranking summary', needs: 'instance' },
  { kind: 'keyword-table', label: 'Keyword rankings', needs: 'instance' },
  { kind: 'ranking-chart', label: 'Average rank over time', needs: 'instance' },
  { kind: 'visibility-chart', label: 'Visibility over time', needs: 'instance' },
  { kind: 'domain-traffic', label: 'Domain traffic', needs: 'domain' },
  { kind: 'backlinks', label: 'Backlinks', needs: 'domain' },
  { kind: 'serp-analysis', label: 'SERP analysis', needs: 'analysis' },
  { kind: 'articles', label: 'Articles written', needs: 'nothing' },
  { kind: 'note', label: 'Note', needs: 'text' },
  { kind: 'ai-visibility-summary', label: 'AI visibility summary', needs: 'project' },
  { kind: 'ai-cited-sources', label: 'Sources cited in AI answers', needs: 'project' },
  { kind: 'search-console', label: 'Search Console', needs: 'instance' },
] as const;

export type SectionKind = (typeof SECTION_KINDS)[number]['kind'];

/** The api's limits on a report's size (api/src/modules/reports/report-limits.ts), shown before saving; the api enforces them. */
export const REPORT_LIMITS = { sections: 30, keywordTables: 4, tableRows: 500, reportRows: 1000 } as const;

/** Why no more sections of `kind` can be added, or null when one can. */
export function sectionLimitReached(sections: { kind: string }[], kind: SectionKind): string | null {
  if (sections.length >= REPORT_LIMITS.sections) return `A report holds at most ${REPORT_LIMITS.sections} sections.`;
  if (kind === 'keyword-table' && sections.filter((section) => section.kind === 'keyword-table').length >= REPORT_LIMITS.keywordTables) {
    return `A report holds at most ${REPORT_LIMITS.keywordTables} keyword ranking tables.`;
  }
  return null;
}

/** The user's time zone, as the browser knows it: report days and schedules count in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export const RANGE_PRESETS = [
  { value: 'last-7-days', label: 'Last 7 days' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'last-90-days', label: 'Last 90 days' },
  { value: 'month-to-date', label: 'Month to date' },
  { value: 'custom', label: 'Custom' },
] as const;

/** A section being edited; `key` keeps React's identity (and focus) through reordering. */
export interface DraftSection {
  key: string;
  kind: SectionKind;
  instanceId: string;
  domain: string;
  savedAnalysisId: string;
  text: string;
  projectId: string;
}

let nextKey = 0;
export function draftSection(kind: SectionKind, fields: Partial<Omit<DraftSection, 'key' | 'kind'>> = {}): DraftSection {
  nextKey += 1;
  return { key: `section-${nextKey}`, kind, instanceId: '', domain: '', savedAnalysisId: '', text: '', projectId: '', ...fields };
}

export function kindLabel(kind: string): string {
  return SECTION_KINDS.find((entry) => entry.kind === kind)?.label ?? kind;
}

export function needsOf(kind: string): (typeof SECTION_KINDS)[number]['needs'] {
  return SECTION_KINDS.find((entry) => entry.kind === kind)?.needs ?? 'nothing';
}

/** Only the field the kind reads goes to the server. */
export function toSectionInput(section: DraftSection): ReportSectionInput {
  switch (needsOf(section.kind)) {
    case 'instance':
      return { kind: section.kind, instanceId: section.instanceId || null };
    case 'domain':
      return { kind: section.kind, domain: section.domain };
    case 'analysis':
      return { kind: section.kind, savedAnalysisId: section.savedAnalysisId || null };
    case 'text':
      return { kind: section.kind, text: section.text };
    case 'project':
      return { kind: section.kind, projectId: section.projectId || null };
    default:
      return { kind: section.kind };
  }
}

export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
