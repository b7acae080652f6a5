import type { Request, Response } from "express";

/**
 * The two ends of an answer that work held for a client listens to, in one place (issue 41: work
 * that listened too late held its place for good).
 */

/**
 * Aborts once the response is over, whether its answer was sent or its client went away, and at
 * once when it is already over: a place held for the request (a gate's) is given back either way.
 */
export function responseClosed(req: Request, res: Response): AbortSignal {
  const closed = new AbortController();
  if (res.closed || req.socket.destroyed) closed.abort();
  else res.once("close", () => closed.abort());
  return closed.signal;
}

/**
 * Aborts when the client goes away before its answer is finished (the connection closed, or the
 * request was abandoned mid-body): work done only for that answer stops with it.
 */
export function clientGoneSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
