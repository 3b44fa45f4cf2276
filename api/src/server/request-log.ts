import { randomUUID } from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import type { Logger } from 'pino';

declare module 'node:http' {
  interface IncomingMessage {
    /** The request's id, also sent as X-Request-Id and carried by every log line about the request. */
    id: string;
  }
}

/**
 * Wraps the server's request listener: gives each request an id (answered as X-Request-Id) and logs
 * one line when its answer is done: method, path, status and time. It sits in front of express rather
 * than being one of its middlewares, which every request would pay a router step for. Headers and
 * bodies are left out: serialising and redacting them on every request cost more than the rest of a
 * small GraphQL answer, and they are where credentials sit.
 */
export function withRequestLog(logger: Logger, options: { skip(req: IncomingMessage): boolean }, handle: RequestListener): RequestListener {
  // The line holds no field the redaction paths name; the logger's last scrub of every line still runs.
  const requestLogger = logger.child({}, { redact: [] });
  return (req, res) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (!options.skip(req)) {
      const startedAt = performance.now();
      const url = req.url;
      // 'close' comes once per answer, whether it finished or not.
      res.on('close', () => {
        const line = { reqId: id, req: { method: req.method, url }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - startedAt) };
        if (!res.writableFinished) requestLogger.warn(line, 'request aborted');
        else if (res.statusCode >= 500) requestLogger.error(line, 'request failed');
        else requestLogger.info(line, 'request completed');
      });
    }
    handle(req, res);
  };
}
