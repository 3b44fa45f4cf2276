import type { Viewer } from './viewer';

/**
 * What every resolver and REST handler receives. The composition root adds the request's `services`
 * and the app's long-lived `deps` to this interface (app/request-context.ts, by declaration merging),
 * so resolvers are fully typed while nothing below app/ imports it.
 */
export interface RequestContext {
  requestId: string;
  ip: string;
  /** Null until the transport sets it from `resolveViewer()`: REST and graphql-ws before every handler, GraphQL over HTTP before every operation that may read it. */
  viewer: Viewer;
  /** Looks the bearer up once (later calls share the first); refuses a dead or throttled API token. */
  resolveViewer(): Promise<Viewer>;
}
