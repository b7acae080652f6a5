import type { Response } from "express";

/**
 * A signal that aborts when the client goes away before its answer is finished (the connection
 * closed, or the request was abandoned mid-body): work done only for that answer stops with it.
 */
export function clientGoneSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
