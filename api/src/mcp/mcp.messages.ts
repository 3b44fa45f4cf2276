/** What the MCP server tells its callers beyond the services' own messages. */
export const mcpMessages = {
  tokenRequired: 'The MCP server needs an API token: send it as Authorization: Bearer <token>.',
  confirmationNotValid:
    'This confirmation is not valid: it was already used, it expired (a confirmation lasts 10 minutes), or it was given for another call or arguments. Call the tool again without confirm for a new quote.',
  costChanged: (quoted: number, now: number) =>
    `The cost changed since the quote (${quoted} credits quoted, ${now} now): nothing was done. Call the tool again without confirm for a new quote.`,
  statelessOnly: 'This MCP endpoint is stateless: send each request as a POST.',
} as const;
