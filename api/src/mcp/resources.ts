import { ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { AppError, isUserFacing, messages } from '../common/app-error';
import { isClientViewer } from '../modules/auth/access';
import type { McpCaller } from './mcp-caller';
import type { ToolHost } from './tool-kit';

/** Resources list at most this many of each kind, newest first. */
const LISTED = 100;

/** Reports (their HTML) and articles (their Markdown) as resources, scoped to the caller like the tools. */
export function registerResources(host: ToolHost): void {
  host.server.registerResource(
    'report',
    new ResourceTemplate('rankcraft://reports/{id}', {
      list: () =>
        guarded(host, async ({ viewer, services }) => ({
          resources: (await services.reports.list(viewer)).slice(0, LISTED).map((report) => ({ uri: `rankcraft://reports/${report.id}`, name: `${report.name} (${report.client})`, mimeType: 'text/html' })),
        })),
    }),
    { title: 'Client report', description: 'A report as HTML, with the data of its last build.', mimeType: 'text/html' },
    (uri, { id }) => guarded(host, async ({ viewer, services }) => ({ contents: [{ uri: uri.href, mimeType: 'text/html', text: await services.reports.html(viewer, String(id)) }] })),
  );

  host.server.registerResource(
    'article',
    new ResourceTemplate('rankcraft://articles/{id}', {
      list: () =>
        guarded(host, async ({ viewer, services }) => ({
          // A client viewer reads no articles (their client's projects only).
          resources: isClientViewer(viewer) ? [] : (await services.articles.list(viewer, LISTED)).map((article) => ({ uri: `rankcraft://articles/${article.id}`, name: article.title, mimeType: 'text/markdown' })),
        })),
    }),
    { title: 'Article', description: 'A written article as Markdown, with its title and meta description.', mimeType: 'text/markdown' },
    (uri, { id }) =>
      guarded(host, async ({ viewer, services }) => {
        const article = await services.articles.findOwnArticleOrFail(viewer, String(id));
        const meta = article.metaDescription ? `\n\n> ${article.metaDescription}` : '';
        return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: `# ${article.title}${meta}\n\n${article.text}` }] };
      }),
  );
}

/** A resource read by the caller; an unexpected error is logged and reaches the client as a generic message. */
async function guarded<T>(host: ToolHost, read: (caller: McpCaller) => Promise<T>): Promise<T> {
  let caller: McpCaller | undefined;
  try {
    caller = await host.caller();
    return await read(caller);
  } catch (error) {
    if (error instanceof AppError || isUserFacing(error)) throw error;
    caller?.deps.logger.error({ err: error, requestId: caller.requestId }, 'MCP resource read failed');
    throw new Error(messages.internal);
  }
}
