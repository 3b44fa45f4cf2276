import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const asked = (text: string) => ({ messages: [{ role: 'user' as const, content: { type: 'text' as const, text } }] });

/** Guidance for common agency routines, written in terms of the tools. */
export function registerPrompts(server: McpServer): void {
  server.registerPrompt(
    'weekly_client_check',
    { title: 'Weekly client check', description: 'Review a client’s rankings for the week and draft a short update.', argsSchema: { client: z.string().describe('The client’s name, or a tracker instance name.') } },
    ({ client }) =>
      asked(
        [
          `Do a weekly check for the client "${client}".`,
          '1. Call tracker_instances and pick the instances of this client (by name or clientId).',
          '2. For each, call tracker_summary, then keyword_table sorted as it comes: note the biggest gains and losses and keywords that left the top 10.',
          '3. Call alerts (unreadOnly) for what the alert rules caught this week.',
          '4. Call reports and name the report to send, if there is one (its HTML is the resource rankcraft://reports/{id}).',
          'Do not run the tracker or create anything unless asked: write tools answer a quote first; show it and ask before confirming.',
          'Finish with five bullet points a client would understand.',
        ].join('\n'),
      ),
  );

  server.registerPrompt(
    'content_gap',
    { title: 'Content gap for a keyword', description: 'What the pages ranking for a keyword cover that ours do not, and what to write.', argsSchema: { keyword: z.string(), domain: z.string().optional().describe('Our domain, to compare with.') } },
    ({ keyword, domain }) =>
      asked(
        [
          `Find the content gap for the keyword "${keyword}"${domain ? ` for ${domain}` : ''}.`,
          '1. Call content_briefs and use a recent brief of this keyword; otherwise quote start_content_brief, show the quote, and confirm only with the user’s agreement.',
          '2. Read the brief with content_brief: its terms, headings and questions are what the ranking pages cover.',
          domain ? `3. Quote url_analysis for ${domain}’s page on this topic (if the user agrees to the credit) and compare its keywords with the brief’s terms.` : '3. If the user has a draft, score it with score_text against the brief.',
          '4. List the missing subtopics, headings and questions, most important first, and suggest an outline.',
        ].join('\n'),
      ),
  );
}
