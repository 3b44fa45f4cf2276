import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallerSource } from './mcp-caller';
import { registerPrompts } from './prompts';
import { registerResources } from './resources';
import { registerAlertTools } from './tools/alerts';
import { registerContentTools } from './tools/content';
import { registerReportTools } from './tools/reports';
import { registerResearchTools } from './tools/research';
import { registerTrackerTools } from './tools/tracker';

const INSTRUCTIONS = [
  'Rankcraft: keyword research, rank tracking, content briefs, AI articles and client reports of one workspace.',
  'Tools that spend credits or change anything answer a quote first ({credits, creditsByKind, vendorCalls, expectedSeconds, confirm}) and do nothing;',
  'call the same tool again with the same arguments and that confirm (single use, valid 10 minutes) to act. Show the quote to the user before confirming.',
].join(' ');

/** The MCP server over the app's services: its tools, resources and prompts, for the caller each call resolves. */
export function createMcpServer(caller: CallerSource): McpServer {
  const server = new McpServer({ name: 'rankcraft', version: '1.0.0' }, { instructions: INSTRUCTIONS });
  const host = { server, caller };
  registerResearchTools(host);
  registerTrackerTools(host);
  registerAlertTools(host);
  registerContentTools(host);
  registerReportTools(host);
  registerResources(host);
  registerPrompts(server);
  return server;
}
