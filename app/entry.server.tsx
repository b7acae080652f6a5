import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { createLogger } from "#server/request-log.ts";
import { getAppContext } from "./server/context.server.ts";
import { isCrossOriginAction } from "./server/cross-origin-action.server.ts";
import { paintBeforeHydration } from "./server/html/paint-before-hydration.server.ts";

export const streamTimeout = 5_000;

/**
 * Errors of loaders, actions and rendering, logged as one JSON line (React Router's default prints
 * a raw stack on stderr). A 4xx answer (a page not found, a method a page does not take) is the
 * client's mistake and no fault of ours, and so is a form post from another site; an aborted request
 * is the client leaving.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const logger = createLogger(getAppContext(context).env.LOG_LEVEL);
  const path = new URL(request.url).pathname;
  // React Router answered 400 to a form post from another site: the client's doing, one info line.
  if (isCrossOriginAction(request)) {
    logger.info("request-refused", { method: request.method, path, status: 400, reason: "cross-origin-action" });
    return;
  }
  // A 5xx ErrorResponse that React Router made from a thrown error carries it as `error`.
  const cause = (isRouteErrorResponse(error) && (error as { error?: unknown }).error) || error;
  logger.error("page-error", {
    method: request.method,
    path,
    message: (cause as Error)?.message ?? String(cause),
    stack: (cause as Error)?.stack,
  });
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The host made a fresh nonce for this request and sent it in the CSP header; every inline
  // script React Router writes carries it. A page rendered for the render cache has none: the
  // cache allows its inline scripts by their hashes, which needs the whole document at once.
  const { nonce } = getAppContext(loadContext);
  const forEveryone = nonce === undefined;

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole document at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      forEveryone || (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = paintBeforeHydration();
          body.once("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (!responseHeaders.has("Cache-Control")) {
            // A page for everybody may be kept briefly by a CDN, then revalidated (docs/deploy.md);
            // one carrying this visitor's nonce must not be handed to anybody else.
            responseHeaders.set(
              "Cache-Control",
              forEveryone ? "public, max-age=0, s-maxage=60, stale-while-revalidate=300" : "private, no-cache",
            );
          }
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) handleError(error, { request, params: {}, context: loadContext });
        },
      },
    );
  });
}
