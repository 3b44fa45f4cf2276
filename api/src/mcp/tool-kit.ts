import type { McpServer, ToolCallback } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { RequestHandlerExtra } from '@modelcontextprotocol/sdk/shared/protocol.js';
import type { CallToolResult, ServerNotification, ServerRequest } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { AppError, isUserFacing, messages } from '../common/app-error';
import { requireWriteAccess } from '../modules/auth/access';
import type { CreditKind } from '../modules/plans/credit-kind';
import { auditTargetOf } from '../modules/workspaces/audit-log';
import { McpConfirmations } from './confirmations';
import type { CallerSource, McpCaller } from './mcp-caller';
import { mcpMessages } from './mcp.messages';

export type ToolExtra = RequestHandlerExtra<ServerRequest, ServerNotification>;

/** Where the tools of one area register: the server, and the caller of each call. */
export interface ToolHost {
  server: McpServer;
  caller: CallerSource;
}

type Shape = z.ZodRawShape;
type Args<I extends Shape> = z.output<z.ZodObject<I>>;
type Answer<O extends Shape> = z.input<z.ZodObject<O>>;

interface ToolText<I extends Shape, O extends Shape> {
  title: string;
  description: string;
  input: I;
  output: O;
}

/** Bounds for the `offset` / `limit` of a paginated read. */
export const page = {
  offset: z.number().int().min(0).default(0).describe('Rows to skip.'),
  limit: z.number().int().min(1).max(100).default(25).describe('Rows to answer, 1 to 100.'),
};
export const pageOf = <T>(rows: readonly T[], { offset, limit }: { offset: number; limit: number }) => ({ total: rows.length, offset, rows: rows.slice(offset, offset + limit) });
export const pageOutput = <T extends z.ZodType>(row: T) => ({ total: z.number(), offset: z.number(), rows: z.array(row) });

/** A record or list as plain JSON (dates as ISO strings), for structured output. */
export const asJson = <T>(value: T): Json<T> => JSON.parse(JSON.stringify(value)) as Json<T>;
type Json<T> = T extends Date ? string : T extends readonly (infer U)[] ? Json<U>[] : T extends object ? { [K in keyof T]: Json<T[K]> } : T;

/** A tool that reads and spends nothing: any token of the workspace, and client viewers within their client's projects. */
export function readTool<I extends Shape, O extends Shape>(host: ToolHost, name: string, text: ToolText<I, O>, read: (caller: McpCaller, args: Args<I>, extra: ToolExtra) => Promise<Answer<O>>): void {
  register(host, name, { title: text.title, description: text.description, inputSchema: z.object(text.input), outputSchema: z.looseObject(text.output), annotations: { readOnlyHint: true } }, (args: Args<I>, extra) =>
    answered(host, name, async (caller) => {
      const answer = await read(caller, args, extra);
      logCall(caller, name, 0);
      return answer;
    }),
  );
}

/** What a write would cost before it acts. */
export interface Quote {
  credits: Partial<Record<CreditKind, number>>;
  vendorCalls: number;
  expectedSeconds: number;
  note?: string;
}

const QUOTE_OUTPUT = {
  credits: z.number().describe('Credits the call spends, in all.'),
  creditsByKind: z.record(z.string(), z.number()).describe('Credits by kind (tracking, keyword_searches, articles, content_briefs).'),
  vendorCalls: z.number().describe('Requests to the data or writing vendors, at most.'),
  expectedSeconds: z.number().describe('About how long the work takes.'),
  confirm: z.string().describe('Call the tool again with the same arguments and this confirm to act; single use, valid 10 minutes.'),
  expiresAt: z.string(),
  note: z.string(),
};

const CONFIRM_INPUT = {
  confirm: z.string().max(200).optional().describe('The confirm of this call’s quote. Without it the tool answers a quote and does nothing.'),
};

/**
 * A tool that changes something or spends credits: without `confirm` it answers a quote and a single-use
 * confirmation and does nothing; with it, it acts once, for exactly the credits quoted, or refuses when the cost
 * has changed. `act` gets the credits quoted, for the services that can hold a start to them.
 */
export function writeTool<I extends Shape, O extends Shape>(
  host: ToolHost,
  name: string,
  text: ToolText<I, O>,
  quote: (caller: McpCaller, args: Args<I>) => Promise<Quote>,
  act: (caller: McpCaller, args: Args<I>, quoted: { credits: number }, extra: ToolExtra) => Promise<Answer<O>>,
): void {
  const output = z.looseObject({ ...QUOTE_OUTPUT, ...text.output }).partial();
  register(
    host,
    name,
    { title: text.title, description: `${text.description} Answers a quote first; acts only when called again with its confirm.`, inputSchema: z.object({ ...text.input, ...CONFIRM_INPUT }), outputSchema: output },
    (input: Args<I> & { confirm?: string }, extra) =>
      answered(host, name, async (caller) => {
        requireWriteAccess(caller.viewer);
        const { confirm, ...rest } = input;
        const args = rest as Args<I>;
        const confirmations = new McpConfirmations(caller.deps.orm.em.fork());
        const holder = { apiTokenId: caller.apiToken.id, userId: caller.viewer.id, workspaceId: caller.workspaceId };
        if (!confirm) {
          const quoted = await quote(caller, args);
          const credits = totalOf(quoted);
          const issued = await confirmations.issue(holder, name, args, credits);
          logCall(caller, name, 0, { quoted: credits });
          return { credits, creditsByKind: quoted.credits, vendorCalls: quoted.vendorCalls, expectedSeconds: quoted.expectedSeconds, confirm: issued.confirm, expiresAt: issued.expiresAt.toISOString(), ...(quoted.note ? { note: quoted.note } : {}) };
        }
        const redeemed = await confirmations.redeem(holder, name, args, confirm);
        const now = totalOf(await quote(caller, args));
        if (now !== redeemed.credits) throw new AppError('CONFLICT', mcpMessages.costChanged(redeemed.credits, now));
        const answer = await act(caller, args, redeemed, extra);
        logCall(caller, name, redeemed.credits);
        await audit(caller, name, args);
        return answer;
      }),
  );
}

/**
 * Registers a tool whose arguments the SDK has validated against `config.inputSchema`. The SDK's own generic
 * typing of a schema built from a generic shape does not resolve, so the handler is typed by its caller.
 */
function register<A>(host: ToolHost, name: string, config: { title: string; description: string; inputSchema: z.ZodObject; outputSchema: z.ZodObject; annotations?: { readOnlyHint: boolean } }, handler: (args: A, extra: ToolExtra) => Promise<CallToolResult>): void {
  host.server.registerTool(name, config, handler as unknown as ToolCallback<z.ZodObject>);
}

const totalOf = (quote: Quote) => Object.values(quote.credits).reduce((sum: number, credits) => sum + (credits ?? 0), 0);

/** The tool's answer as text and structured content, or its error as a tool error (an AppError's own message, otherwise a generic one, logged). */
async function answered(host: ToolHost, name: string, work: (caller: McpCaller) => Promise<Record<string, unknown>>): Promise<CallToolResult> {
  let caller: McpCaller | undefined;
  try {
    caller = await host.caller();
    const answer = asJson(await work(caller));
    return { content: [{ type: 'text', text: JSON.stringify(answer) }], structuredContent: answer };
  } catch (error) {
    const userFacing = error instanceof AppError || isUserFacing(error);
    if (!userFacing) caller?.deps.logger.error({ err: error, tool: name, requestId: caller.requestId }, 'MCP tool failed');
    else caller?.deps.logger.info({ tool: name, tokenId: caller.apiToken.id, refused: error.message }, 'MCP call refused');
    return { isError: true, content: [{ type: 'text', text: userFacing ? error.message : messages.internal }] };
  }
}

function logCall(caller: McpCaller, tool: string, credits: number, extra: Record<string, unknown> = {}): void {
  caller.deps.logger.info({ tool, tokenId: caller.apiToken.id, workspaceId: caller.workspaceId, credits, requestId: caller.requestId, ...extra }, 'MCP call');
}

/** Each write that acted goes to the workspace's audit log, as REST's do; a failure to record it never fails the call. */
async function audit(caller: McpCaller, tool: string, args: Record<string, unknown>): Promise<void> {
  try {
    await caller.services.auditLog.recordWrite(caller.viewer, { action: `MCP ${tool}`, target: auditTargetOf(args) });
  } catch (error) {
    caller.deps.logger.error({ err: error, requestId: caller.requestId }, 'could not record an MCP write in the audit log');
  }
}
