import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { DemandCounter } from "#app/server/demand/demand-counter.server.ts";
import { takeDemandHeader } from "#app/server/demand/demand-counting.server.ts";
import { clientGoneSignal } from "./client-gone.ts";
import { requestOrigin } from "./request-target.ts";

export interface PageHandlerOptions {
  build: () => Promise<ServerBuild>;
  mode: "development" | "production";
  getLoadContext: (req: Request, res: Response) => RouterContextProvider;
  /** Counts what the page's answer names as demand (app/server/demand/demand-counting.server.ts). */
  demand?: DemandCounter | undefined;
}

function fetchHeaders(headers: Request["headers"]): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (Array.isArray(value)) for (const each of value) result.append(name, each);
    else if (value !== undefined) result.set(name, value);
  }
  return result;
}

/**
 * The server-rendered pages: an Express request handed to React Router's fetch handler, and its
 * answer streamed back. In place of @react-router/express's adapter, which streamed a form body of
 * any size into the page's action and rebuilt the URL from raw headers; here the body is the one
 * server/page-posts.ts read within its limit (`req.body`), and the origin the one
 * server/request-target.ts checked.
 */
export function pageHandler({ build, mode, getLoadContext, demand }: PageHandlerOptions) {
  const handle = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // A visitor who leaves stops the render; a finished answer has nothing left to stop.
      const clientGone = clientGoneSignal(res);
      const withBody = req.method !== "GET" && req.method !== "HEAD";
      const request = new globalThis.Request(`${requestOrigin(req)}${req.originalUrl}`, {
        method: req.method,
        headers: fetchHeaders(req.headers),
        signal: clientGone,
        body: withBody && Buffer.isBuffer(req.body) ? new Uint8Array(req.body) : undefined,
      });
      const response = await handle(request, getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers) {
        if (!takeDemandHeader(demand, req, name, value)) res.append(name, value);
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}
