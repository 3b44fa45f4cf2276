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
    default:
      return section.table;
  }
}
