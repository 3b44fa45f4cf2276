import { csvLines } from '../../common/csv';
import { strToU8, zipSync } from 'fflate';
import type { ReportDocument, SectionData, Table } from './report-document';

/** A CSV per section with tabular data (charts give their series), zipped. */
export function reportCsvBundle(document: ReportDocument): Buffer {
  const files: Record<string, Uint8Array> = {};
  document.sections.forEach((section, index) => {
    const table = tableOf(section);
    if (!table) return;
    const name = `${String(index + 1).padStart(2, '0')}-${section.kind}.csv`;
    files[name] = strToU8(csvLines([table.columns, ...table.rows]));
  });
  return Buffer.from(zipSync(files));
}

function tableOf(section: SectionData): Table | null {
  if ('unavailable' in section) return null;
  switch (section.kind) {
    case 'tracker-summary':
      return {
        columns: ['company', 'domain', 'visibility', 'visibility_before', 'share_of_voice', 'share_of_voice_before', 'average_rank', 'average_rank_before'],
        rows: section.companies.map((company) => [
          company.name,
          company.domain,
          company.visibility.current,
          company.visibility.previous,
          company.shareOfVoice?.current ?? null,
          company.shareOfVoice?.previous ?? null,
          company.averageRank.current,
          company.averageRank.previous,
        ]),
      };
    case 'ranking-chart':
    case 'visibility-chart':
      return { columns: ['company', 'checked_at', section.unit], rows: section.series.flatMap((line) => line.points.map((point) => [line.label, point.at, point.value])) };
    case 'note':
      return null;
    case 'ai-visibility-summary':
      return {
        columns: ['brand', 'own', 'mention_rate', 'mention_rate_low', 'mention_rate_high', 'n', 'mention_rate_before', 'changed', 'p_value', 'citation_rate', 'citation_rate_low', 'citation_rate_high', 'share_of_voice'],
        rows: section.brands.map((brand) => [
          brand.name,
          brand.own ? 'yes' : 'no',
          brand.mentionRate.value,
          brand.mentionRate.low,
          brand.mentionRate.high,
          brand.mentionRate.n,
          brand.previousMentionRate,
          brand.changed ? 'yes' : 'no',
          brand.pValue,
          brand.citationRate.value,
          brand.citationRate.low,
          brand.citationRate.high,
          brand.shareOfVoice,
        ]),
      };
    case 'ai-cited-sources':
      return {
        columns: ['kind', 'source', 'answers', 'whose'],
        rows: [
          ...section.domains.rows.map((row) => ['domain', ...row]),
          ...section.pages.rows.map((row) => ['page', ...row]),
          ...section.opportunities.rows.map((row) => ['opportunity', row[0], row[1], 'Third party']),
        ],
      };
    case 'search-console':
      if (!section.totals) return null;
      return {
        columns: ['kind', 'name', 'clicks', 'impressions', 'ctr', 'position', 'clicks_before', 'impressions_before', 'position_before'],
        rows: [
          ['total', '', section.totals.clicks.current, section.totals.impressions.current, section.totals.ctr.current, section.totals.position.current, section.totals.clicks.previous, section.totals.impressions.previous, section.totals.position.previous],
          ...section.clicks.flatMap((line) =>
            line.own ? line.points.map((point, index) => ['day', point.at.slice(0, 10), point.value, section.impressions[0]?.points[index]?.value ?? null, null, null, null, null, null]) : [],
          ),
          ...section.queries.rows.map((row) => ['query', row[0], row[1], row[2], ctrOf(row[1], row[2]), numberOf(row[4]), row[5], row[6], numberOf(row[7])]),
          ...section.pages.rows.map((row) => ['page', row[0], row[1], row[2], ctrOf(row[1], row[2]), numberOf(row[4]), row[5], row[6], numberOf(row[7])]),
        ],
      };
    default:
      return section.table;
  }
}

/** CTR as a fraction 0..1 (the tables show it as text). */
function ctrOf(clicks: string | number | null, impressions: string | number | null): number | null {
  return Number(impressions) > 0 ? Math.round((Number(clicks) / Number(impressions)) * 10_000) / 10_000 : null;
}

/** A number cell as is; the '–' a table shows for none, empty. */
function numberOf(cell: string | number | null): number | null {
  return typeof cell === 'number' ? cell : null;
}
