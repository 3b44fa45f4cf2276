import { z } from 'zod';
import { CreditKind } from '../../modules/plans/credit-kind';
import { SERP_DEVICES } from '../../modules/seo/serp/serp-provider';
import type { TrackingInstance } from '../../modules/tracker/tracking-instance.entity';
import { relayJobProgress } from '../job-progress';
import type { McpCaller } from '../mcp-caller';
import { asJson, page, pageOf, pageOutput, readTool, writeTool, type Quote, type ToolHost } from '../tool-kit';

const instanceId = z.string().describe('A tracker instance id (from tracker_instances).');
const device = z.enum(SERP_DEVICES).optional().describe('desktop or mobile; both when left out.');
/** About how long one vendor request of a run takes, for the quote's expected duration. */
const SECONDS_PER_VENDOR_CALL = 2;

const instanceRow = z.object({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  companyName: z.string(),
  competitors: z.array(z.object({ domain: z.string(), companyName: z.string() })),
  keywords: z.number(),
  devices: z.array(z.string()),
  frequency: z.string(),
  clientId: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
});

const instanceJson = (instance: TrackingInstance, keywords: number) => ({
  id: instance.id,
  name: instance.name,
  domain: instance.userDomain,
  companyName: instance.userCompanyName,
  competitors: instance.competitors.map(({ domain, companyName }) => ({ domain, companyName })),
  keywords,
  devices: [...instance.devices],
  frequency: instance.frequency,
  clientId: instance.clientId,
  lastRunAt: instance.lastRunAt?.toISOString() ?? null,
  nextRunAt: instance.nextRunAt?.toISOString() ?? null,
});

/** The keyword tracker's reads (instances, summary, keyword table and history, stored results pages) and writes. */
export function registerTrackerTools(host: ToolHost): void {
  readTool(host, 'tracker_instances', { title: 'Tracker instances', description: 'The workspace’s keyword tracker instances (a client viewer: their client’s).', input: { ...page }, output: pageOutput(instanceRow) }, async ({ viewer, services }, args) => {
    const instances = pageOf(await services.trackingInstances.list(viewer), args);
    // Counted in SQL, one statement for the page: an instance may track 10,000 keywords.
    const counts = await Promise.all(instances.rows.map((instance) => services.trackingInstances.keywordSummaryOf(instance.id, 0)));
    return { ...instances, rows: instances.rows.map((instance, index) => instanceJson(instance, counts[index].count)) };
  });

  readTool(
    host,
    'tracker_summary',
    {
      title: 'Tracker summary',
      description: 'An instance’s report: each company’s ranking figures in the latest run and their average rank over the runs.',
      input: { instanceId, device },
      output: { instanceId: z.string(), device: z.string().nullable(), lastRun: z.string().nullable(), source: z.string().nullable(), rankings: z.array(z.unknown()), series: z.array(z.unknown()) },
    },
    async ({ viewer, services }, args) => asJson(await services.trackerReports.report(viewer, args.instanceId, args.device)),
  );

  readTool(
    host,
    'keyword_table',
    {
      title: 'Keyword table',
      description: 'A page of an instance’s keyword table: each keyword’s position per company in the latest run, its change, tags and SERP features.',
      input: { instanceId, device, tag: z.string().max(100).optional(), search: z.string().max(200).optional(), ...page },
      output: { instanceId: z.string(), runAt: z.string().nullable(), runStatus: z.string().nullable(), totalRows: z.number(), companies: z.array(z.unknown()), rows: z.array(z.unknown()) },
    },
    async ({ viewer, services }, args) => asJson(await services.trackerReports.keywordTable(viewer, args.instanceId, { device: args.device, tag: args.tag, search: args.search, offset: args.offset, limit: args.limit })),
  );

  readTool(
    host,
    'keyword_history',
    {
      title: 'Keyword history',
      description: 'One tracked keyword’s positions per company in every run, oldest first.',
      input: { instanceId, keyword: z.string().min(1).max(200), device },
      output: { instanceId: z.string(), keyword: z.string(), device: z.string(), companies: z.array(z.unknown()), runs: z.array(z.unknown()) },
    },
    async ({ viewer, services }, args) => asJson(await services.trackerReports.keywordHistory(viewer, args.instanceId, args.keyword, args.device)),
  );

  readTool(
    host,
    'serp_snapshot',
    {
      title: 'Stored results page',
      description: 'The results page a run stored for one keyword and device: its organic results and SERP features (the latest run unless runId is given).',
      input: { instanceId, keyword: z.string().min(1).max(200), device, runId: z.string().optional() },
      output: { keyword: z.string(), device: z.string(), runId: z.string(), runAt: z.string(), results: z.array(z.unknown()), features: z.array(z.unknown()) },
    },
    async ({ viewer, services }, args) => asJson(await services.trackerReports.serpSnapshot(viewer, args.instanceId, { keyword: args.keyword, device: args.device, runId: args.runId })),
  );

  registerTrackerWrites(host);
}

/** What running an instance now costs: one tracking credit per keyword and device, nothing while a run is under way (it is joined). */
async function runQuote({ viewer, services, deps }: McpCaller, id: string): Promise<Quote> {
  const instance = await services.trackingInstances.findOwnInstanceOrFail(viewer, id);
  const active = (await services.trackingInstances.activeJobs([instance.id])).get(instance.id);
  if (active) return { credits: { [CreditKind.TRACKING]: 0 }, vendorCalls: 0, expectedSeconds: 0, note: `A run of this instance is under way (job ${active.id}): confirming joins it.` };
  const credits = await services.trackingInstances.runCreditsOf(instance);
  const vendorCalls = credits * Math.ceil(instance.resultCount / Math.max(1, deps.serp.provider.resultsPerRequest));
  return { credits: { [CreditKind.TRACKING]: credits }, vendorCalls, expectedSeconds: Math.ceil((vendorCalls * SECONDS_PER_VENDOR_CALL) / Math.max(1, deps.config.serp.concurrency)) };
}

const FREE: Quote = { credits: {}, vendorCalls: 0, expectedSeconds: 1 };

function registerTrackerWrites(host: ToolHost): void {
  writeTool(
    host,
    'run_tracker',
    { title: 'Run a tracker now', description: 'Checks every keyword of an instance now, for one tracking credit per keyword and device; reports progress and answers the job id.', input: { instanceId }, output: { jobId: z.string() } },
    (caller, args) => runQuote(caller, args.instanceId),
    async (caller, args, quoted, extra) => {
      const job = await caller.services.trackerRunStarts.startRun(caller.viewer, args.instanceId, { expectedCredits: quoted.credits });
      await relayJobProgress(caller, job, extra);
      return { jobId: job.id };
    },
  );

  writeTool(
    host,
    'create_tracker',
    {
      title: 'Create a tracker instance',
      description: 'Creates a keyword tracker instance for a domain, its competitors and keywords (free; each run then costs a tracking credit per keyword and device).',
      input: {
        name: z.string().min(1).max(100),
        domain: z.string().min(1).max(253).describe('The tracked site’s domain, e.g. acme.com.'),
        companyName: z.string().min(1).max(100),
        keywords: z.array(z.string().min(1).max(200)).min(1).max(5000),
        competitors: z.array(z.object({ domain: z.string().min(1).max(253), companyName: z.string().min(1).max(100) })).max(20).optional(),
        devices: z.array(z.enum(SERP_DEVICES)).min(1).max(2).optional(),
        clientId: z.string().optional().describe('A client of the workspace to group it under.'),
      },
      output: { instance: instanceRow },
    },
    async () => FREE,
    async ({ viewer, services }, args) => {
      const instance = await services.trackingInstances.create(viewer, {
        name: args.name,
        userDomain: args.domain,
        userCompanyName: args.companyName,
        keywords: args.keywords,
        competitors: args.competitors,
        devices: args.devices,
        clientId: args.clientId,
      });
      return { instance: instanceJson(instance, (await services.trackingInstances.keywordSummaryOf(instance.id, 0)).count) };
    },
  );

  writeTool(
    host,
    'add_keywords',
    {
      title: 'Add keywords to a tracker',
      description: 'Adds keywords an instance does not track yet (free now; each later run costs a tracking credit per keyword and device).',
      input: { instanceId, keywords: z.array(z.string().trim().min(1).max(200)).min(1).max(1000) },
      output: { added: z.number(), alreadyTracked: z.number() },
    },
    async ({ viewer, services }, args) => {
      await services.trackingInstances.findOwnInstanceOrFail(viewer, args.instanceId);
      return FREE;
    },
    ({ viewer, services }, args) => services.trackingKeywords.addMissing(viewer, args.instanceId, args.keywords),
  );
}
