import { z } from 'zod';
import { CreditKind } from '../../modules/plans/credit-kind';
import { relayJobProgress } from '../job-progress';
import { asJson, page, pageOf, pageOutput, readTool, writeTool, type ToolHost } from '../tool-kit';

const briefId = z.string().describe('A content brief id (from content_briefs).');
/** A brief reads the top results pages: one SERP request and up to ten page fetches. */
const BRIEF_VENDOR_CALLS = 11;
/** An article: an outline, its sections and a revision or two, each a language-model call. */
const ARTICLE_VENDOR_CALLS = 10;

/** Content briefs, content scores and AI articles. */
export function registerContentTools(host: ToolHost): void {
  readTool(
    host,
    'content_briefs',
    { title: 'Content briefs', description: 'The workspace’s content briefs, newest first: keyword, status, word count and heading ranges, terms, questions.', input: { ...page }, output: pageOutput(z.unknown()) },
    async ({ viewer, services }, args) => asJson(pageOf(await services.contentBriefs.list(viewer), args)),
  );

  readTool(
    host,
    'content_brief',
    {
      title: 'Content brief',
      description: 'One content brief: the terms and ranges a text is scored against, the competitors’ headings, questions and scores.',
      input: { briefId },
      output: { id: z.string(), jobId: z.string(), status: z.string(), keyword: z.string(), terms: z.array(z.unknown()), headings: z.array(z.unknown()), questions: z.array(z.string()), competitorMedian: z.number().nullable(), competitors: z.array(z.unknown()) },
    },
    async ({ viewer, services }, args) => asJson(await services.contentBriefs.get(viewer, args.briefId)),
  );

  writeTool(
    host,
    'start_content_brief',
    {
      title: 'Start a content brief',
      description: 'Starts a content brief for a keyword (reads the pages that rank): one content-brief credit, none when a brief of the last 7 days with the same settings answers it.',
      input: { keyword: z.string().min(1).max(200), country: z.string().max(10).optional(), language: z.string().max(10).optional(), device: z.enum(['desktop', 'mobile']).optional() },
      output: { id: z.string(), jobId: z.string(), status: z.string(), cached: z.boolean() },
    },
    async ({ viewer, services }, args) => {
      const credits = await services.contentBriefs.startCost(viewer, args);
      return { credits: { [CreditKind.CONTENT_BRIEFS]: credits }, vendorCalls: credits === 0 ? 0 : BRIEF_VENDOR_CALLS, expectedSeconds: credits === 0 ? 0 : 30 };
    },
    async (caller, args, _quoted, extra) => {
      const started = await caller.services.contentBriefs.start(caller.viewer, args);
      if (!started.cached) await relayJobProgress(caller, await caller.services.jobs.getJobOrFail(started.jobId), extra);
      return started;
    },
  );

  writeTool(
    host,
    'score_text',
    {
      title: 'Score a text',
      description: 'The content score (0–100) of a Markdown text against one of the workspace’s content briefs, or for a keyword alone; free.',
      input: { text: z.string().min(1).max(200_000), keyword: z.string().max(200).optional(), briefId: z.string().optional(), title: z.string().max(300).optional(), metaDescription: z.string().max(500).optional() },
      output: { score: z.number(), wordCount: z.number(), parts: z.array(z.unknown()), terms: z.array(z.unknown()) },
    },
    async () => ({ credits: {}, vendorCalls: 0, expectedSeconds: 1 }),
    async ({ viewer, services }, args) => asJson(await services.content.score(viewer, args)),
  );

  writeTool(
    host,
    'generate_article',
    {
      title: 'Generate an article',
      description: 'Writes one SEO article for a business and a keyword with the AI writer: one article credit. Reports progress and answers the job id.',
      input: { business: z.string().min(1).max(2000).describe('What the business does, in a sentence or two.'), keyword: z.string().min(1).max(200) },
      output: { jobId: z.string() },
    },
    async () => ({ credits: { [CreditKind.ARTICLES]: 1 }, vendorCalls: ARTICLE_VENDOR_CALLS, expectedSeconds: 90 }),
    async (caller, args, _quoted, extra) => {
      const job = await caller.services.articles.generateOne(caller.viewer, args);
      await relayJobProgress(caller, job, extra);
      return { jobId: job.id };
    },
  );
}
