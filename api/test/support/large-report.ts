import type { ReportDocument } from '../../src/modules/reports/report-document';
import type { TestApp } from './test-app';

/**
 * A report's built data of `tables` keyword tables of `rows` keywords × `companies` companies (21 is
 * an instance's most: the own domain and 20 competitors), as a tracker with that many keywords would
 * build it.
 */
export function keywordTablesDocument({ tables, rows, companies = 21 }: { tables: number; rows: number; companies?: number }): ReportDocument {
  const names = Array.from({ length: companies }, (_, index) => `Company ${index + 1}`);
  const table = {
    columns: ['Keyword', ...names.flatMap((name) => [name, 'Change'])],
    rows: Array.from({ length: rows }, (_, row) => [`keyword number ${row + 1} for the client`, ...names.flatMap((_, index) => [String(((row * 7 + index * 5) % 60) + 1), index % 2 ? '▲ 2' : ''])]),
  };
  return {
    name: 'Large report',
    client: 'Acme Corp',
    rangeLabel: 'Last 30 days',
    period: { start: '2026-10-01T00:00:00.000Z', end: '2026-10-31T00:00:00.000Z', previousStart: '2026-09-01T00:00:00.000Z', previousEnd: '2026-10-01T00:00:00.000Z' },
    builtAt: '2026-11-01T00:00:00.000Z',
    sandbox: false,
    sections: Array.from({ length: tables }, (_, index) => ({ kind: 'keyword-table' as const, title: 'Keyword rankings', subtitle: `Instance ${index + 1}`, table })),
  };
}

/** Sets a report's built data, as if its instances had grown since it was saved. */
export async function setSnapshot(app: TestApp, reportId: string, document: ReportDocument): Promise<void> {
  await app.database.orm.em.fork().getConnection().execute('update reports set snapshot = ?::jsonb where id = ?', [JSON.stringify(document), reportId]);
}
