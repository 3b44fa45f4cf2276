import { z } from 'zod';
import { parseInput } from '../../common/validation';
import { CreditKind } from '../../modules/plans/credit-kind';
import type { Report } from '../../modules/reports/report.entity';
import { reportSectionsSchema } from '../../modules/reports/report-sections';
import { asJson, page, pageOf, pageOutput, readTool, writeTool, type ToolHost } from '../tool-kit';

const reportId = z.string().describe('A report id (from reports).');
/** The report sections that look up research data when the report is built, each for one keyword-search credit. */
const CHARGED_SECTIONS = new Set(['domain-traffic', 'backlinks']);

const reportRow = z.object({ id: z.string(), name: z.string(), client: z.string(), clientId: z.string().nullable(), sections: z.array(z.unknown()), range: z.unknown(), snapshotAt: z.string().nullable(), scheduleFrequency: z.string().nullable() });
const reportJson = (report: Report) =>
  asJson({ id: report.id, name: report.name, client: report.client, clientId: report.clientId, sections: report.sections, range: report.range, snapshotAt: report.snapshotAt, scheduleFrequency: report.scheduleFrequency });

/** Client reports: list, read, create and share (their HTML is a resource). */
export function registerReportTools(host: ToolHost): void {
  readTool(host, 'reports', { title: 'Reports', description: 'The workspace’s client reports (a client viewer: their client’s). Read one’s HTML as the resource rankcraft://reports/{id}.', input: { ...page }, output: pageOutput(reportRow) }, async ({ viewer, services }, args) => {
    const reports = pageOf(await services.reports.list(viewer), args);
    return { ...reports, rows: reports.rows.map(reportJson) };
  });

  readTool(host, 'report', { title: 'Report', description: 'One report’s settings and when its data was last built.', input: { reportId }, output: reportRow.shape }, async ({ viewer, services }, args) =>
    reportJson(await services.reports.findOwnReportOrFail(viewer, args.reportId)),
  );

  writeTool(
    host,
    'create_report',
    {
      title: 'Create a report',
      description: 'Creates a client report from sections (tracker-summary, keyword-table, ranking-chart, visibility-chart with instanceId; domain-traffic, backlinks with domain; serp-analysis with savedAnalysisId; articles; note with text) and builds its data: one keyword-search credit per domain-traffic or backlinks section.',
      input: {
        name: z.string().min(1).max(100),
        client: z.string().min(1).max(100).describe('The client’s name, as the report shows it.'),
        sections: z.array(z.object({ kind: z.string(), instanceId: z.string().optional(), domain: z.string().optional(), savedAnalysisId: z.string().optional(), text: z.string().optional() })).min(1).max(30),
        range: z.object({ preset: z.string().describe('last-7-days, last-30-days, last-90-days, month-to-date or custom (with from and to)'), from: z.string().optional(), to: z.string().optional(), timeZone: z.string().optional() }),
        clientId: z.string().optional(),
      },
      output: { report: reportRow },
    },
    async (_caller, args) => {
      const charged = parseInput(reportSectionsSchema, args.sections).filter((section) => CHARGED_SECTIONS.has(section.kind)).length;
      return { credits: { [CreditKind.KEYWORD_SEARCHES]: charged }, vendorCalls: charged, expectedSeconds: 2 + 2 * charged };
    },
    async ({ viewer, services }, args) => ({ report: reportJson(await services.reports.create(viewer, args)) }),
  );

  writeTool(
    host,
    'create_share_link',
    {
      title: 'Create a share link',
      description: 'A link that shows a report to anyone who has it, without signing in; free. Leave expiresAt out for one that never expires.',
      input: { reportId, expiresAt: z.string().optional().describe('ISO date and time, e.g. 2026-12-31T23:59:00Z.') },
      output: { id: z.string(), url: z.string(), expiresAt: z.string().nullable() },
    },
    async ({ viewer, services }, args) => {
      await services.reports.findOwnReportOrFail(viewer, args.reportId);
      return { credits: {}, vendorCalls: 0, expectedSeconds: 1 };
    },
    async ({ viewer, services }, args) => {
      const { link, url } = await services.reportShares.create(viewer, args.reportId, { expiresAt: args.expiresAt });
      return { id: link.id, url, expiresAt: link.expiresAt?.toISOString() ?? null };
    },
  );
}
