import { z } from 'zod';

/** The stdio MCP server's variable: the API token it acts with (the same tokens as the HTTP endpoint's). */
export const mcpEnvironment = {
  RANKCRAFT_API_TOKEN: z.string().trim().optional(),
};

export interface McpConfig {
  /** Set for `npm run mcp`; the app itself never reads it. */
  mcpApiToken?: string;
}

export function selectMcpConfig(env: { RANKCRAFT_API_TOKEN?: string }): McpConfig {
  return { mcpApiToken: env.RANKCRAFT_API_TOKEN || undefined };
}
