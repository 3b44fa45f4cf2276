import type { Request, Response } from 'express';
import type { RequestContext } from './request-context';

/** The request context the REST middleware attached. */
export function contextOf(res: Response): RequestContext {
  return res.locals.context as RequestContext;
}

/** A JSON body as a record; anything else (array, string, nothing) counts as an empty body. */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}
