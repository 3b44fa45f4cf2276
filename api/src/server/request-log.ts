import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Logger } from 'pino';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- express types its request through this namespace
  namespace Express {
    interface Request {
      /** The request's id, also sent as X-Request-Id and carried by every log line about the request. */
      id: string;
    }
  }
}

/**
 * Gives each request an id (answered as X-Request-Id) and logs one line when its answer is done:
 * method, path, status and time. Headers and bodies are left out: serialising and redacting them on
 * every request cost more than the rest of a small GraphQL answer, and they are where credentials sit.
 */
export function requestLog(logger: Logger, options: { skip(req: Request): boolean }): RequestHandler {
  // The line holds no field the redaction paths name; the logger's last scrub of every line still runs.
  const requestLogger = logger.child({}, { redact: [] });
  return (req, res, next) => {
    const id = randomUUID();
    req.id = id;
    res.setHeader('X-Request-Id', id);
    if (!options.skip(req)) {
      const startedAt = performance.now();
      res.once('close', () => {
        const line = { reqId: id, req: { method: req.method, url: req.originalUrl }, res: { statusCode: res.statusCode }, responseTime: Math.round(performance.now() - startedAt) };
        if (!res.writableFinished) requestLogger.warn(line, 'request aborted');
        else if (res.statusCode >= 500) requestLogger.error(line, 'request failed');
        else requestLogger.info(line, 'request completed');
      });
    }
    next();
  };
}
