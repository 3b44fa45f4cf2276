import { z } from 'zod';
import { AI_SURFACES } from '../../modules/ai-visibility/engines';
import type { AiVisibilityProject } from '../../modules/ai-visibility/ai-visibility-project.entity';
import { CreditKind } from '../../modules/plans/credit-kind';
import { relayJobProgress } from '../job-progress';
import type { McpCaller } from '../mcp-caller';
import { asJson, page, pageOf, pageOutput, readTool, writeTool, type Quote, type ToolHost } from '../tool-kit';

const projectId = z.string().describe('An AI visibility project id (from ai_visibility_projects).');
/** Samples asked at once by a run (its batches side by side), for the expected duration. */
const SAMPLES_AT_ONCE = 40;
/** About how long one engine takes to answer, for the expected duration. */
const SECONDS_PER_ANSWER = 10;

const projectRow = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.unknown(),
  competitors: z.array(z.unknown()),
  prompts: z.number().describe('How many prompts the project asks.'),
  surfaces: z.array(z.string()),
  samples: z.number(),
  country: z.string(),
  language: z.string(),
  clientId: z.string().nullable(),
});
const projectJson = (project: AiVisibilityProject) =>
  asJson({ id: project.id, name: project.name, brand: project.brand, competitors: project.competitors, prompts: project.prompts.length, surfaces: project.surfaces, samples: project.samples, country: project.country, language: project.language, clientId: project.clientId });

/** A run's cost: one AI answer credit per prompt, surface and sample, each sample one engine call (tried again at most twice). */
async function runQuote({ viewer, services }: McpCaller, id: string): Promise<Quote> {
  const cost = await services.aiVisibilityRuns.cost(viewer, id);
  return {
    credits: { [CreditKind.AI_ANSWERS]: cost.samples },
    vendorCalls: cost.samples,
    expectedSeconds: Math.ceil(cost.samples / SAMPLES_AT_ONCE) * SECONDS_PER_ANSWER,
    ...(cost.short ? { note: cost.short } : {}),
  };
}

/** AI search visibility: projects, their figures, and a run. */
export function registerAiVisibilityTools(host: ToolHost): void {
  readTool(host, 'ai_visibility_projects', { title: 'AI visibility projects', description: 'The workspace’s AI visibility projects (a client viewer: their client’s): the brand, competitors and surfaces each asks about.', input: { ...page }, output: pageOutput(projectRow) }, async ({ viewer, services }, args) => {
    const projects = pageOf(await services.aiVisibilityProjects.list(viewer), args);
    return { ...projects, rows: projects.rows.map(projectJson) };
  });

  readTool(
    host,
    'ai_visibility_summary',
    {
      title: 'AI visibility summary',
      description:
        'Where the brand and its competitors stand in AI answers for one run (the latest by default) and surface (all by default): mention and citation rates with their 95 % interval and n (checked samples only: a sample not checked is never "not mentioned"), share of voice, average position, top cited domains and pages, and domains that cite competitors but not the brand.',
      input: { projectId, runId: z.string().optional().describe('A run id (from the project’s runs); the latest run with answers when left out.'), surface: z.enum(AI_SURFACES).optional() },
      output: { runId: z.string().nullable(), surface: z.string().nullable(), source: z.string().nullable(), checked: z.number(), brands: z.array(z.unknown()), topDomains: z.array(z.unknown()), topPages: z.array(z.unknown()), opportunities: z.array(z.unknown()) },
    },
    async ({ viewer, services }, args) => asJson(await services.aiVisibilityAnswers.summary(viewer, args.projectId, { run: args.runId, surface: args.surface })),
  );

  writeTool(
    host,
    'run_ai_visibility',
    {
      title: 'Run an AI visibility project',
      description: 'Asks every prompt of a project of each of its surfaces, as many times as its samples: one AI answer credit each (samples not checked are refunded). Reports progress and answers the run and job ids.',
      input: { projectId },
      output: { runId: z.string(), jobId: z.string() },
    },
    (caller, args) => runQuote(caller, args.projectId),
    async (caller, args, _quoted, extra) => {
      const started = await caller.services.aiVisibilityRuns.start(caller.viewer, args.projectId);
      await relayJobProgress(caller, await caller.services.jobs.getJobOrFail(started.jobId), extra);
      return started;
    },
  );
}
