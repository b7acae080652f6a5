import type { Server, ServerResponse } from "node:http";
import type { Logger } from "./request-log.ts";

export interface ShutdownOptions {
  server: Server;
  logger: Logger;
  /** How long the process keeps serving after the signal, saying "draining" on /healthz, before it closes its port. */
  drainDelayMs: number;
  /** From the signal: past it, the process exits 1 whatever is still running. */
  deadlineMs: number;
  /** Called at once on the signal: /healthz answers 503 from now on. */
  onDraining(): void;
  /** Work begun at the signal that must end before the process lets go of its data (an import's commit or rollback). */
  settle?: () => Promise<unknown>;
  /** Lets go of what the process holds (database, locks), once no request is in flight. */
  release(): Promise<void>;
  /** process.exit, unless a test hands its own. */
  exit?: (code: number) => void;
}

export interface Shutdown {
  /** What a signal does: the first drains and stops, the second forces the exit. */
  stop(signal: string): Promise<void>;
  /** Requests being answered now. */
  inFlight(): number;
}

/**
 * The graceful stop of decision 207, in the order a load balancer needs:
 *  1. draining: /healthz answers 503 and every answer carries `Connection: close`, so checkers and
 *     proxies with kept-alive connections let go, while the process still answers whatever comes;
 *  2. after `drainDelayMs`, the port closes: a proxy's next connection is refused, which nginx's
 *     `proxy_next_upstream error` sends to another process (refused before any byte went, so even
 *     a form post is safe to retry), and idle kept-alive connections are closed;
 *  3. requests in flight, however long, are finished, `settle` (an import) ends;
 *  4. `release`, and exit 0.
 * A second signal, or the deadline, ends the process at once with exit code 1.
 */
export function gracefulShutdown(options: ShutdownOptions): Shutdown {
  const { server, logger, exit = (code: number) => process.exit(code) } = options;
  const answering = new Set<ServerResponse>();
  let draining = false;
  let nothingInFlight: (() => void) | undefined;
  server.prependListener("request", (_req, res: ServerResponse) => {
    answering.add(res);
    if (draining) res.setHeader("Connection", "close");
    res.once("close", () => {
      answering.delete(res);
      if (answering.size === 0) nothingInFlight?.();
    });
  });

  const stop = async (signal: string) => {
    if (draining) {
      logger.error("shutdown-forced", { signal, inFlight: answering.size });
      exit(1);
      return;
    }
    draining = true;
    options.onDraining();
    logger.info("draining", { signal, inFlight: answering.size, closesPortInMs: options.drainDelayMs });
    const deadline = setTimeout(() => {
      logger.error("shutdown-timeout", { inFlight: answering.size, afterMs: options.deadlineMs });
      exit(1);
    }, options.deadlineMs);
    deadline.unref();
    // Answers already under way but not yet begun close their connection too.
    for (const res of answering) if (!res.headersSent) res.setHeader("Connection", "close");
    const settled = options.settle?.();
    await new Promise((resolve) => setTimeout(resolve, options.drainDelayMs));
    // Stops listening (Node also closes the connections idle right now); requests in flight go on.
    server.close();
    logger.info("port-closed", { inFlight: answering.size });
    await settled;
    if (answering.size > 0) await new Promise<void>((resolve) => (nothingInFlight = resolve));
    // Only idle kept-alive connections are left: an answer begun before the signal kept its connection.
    server.closeAllConnections();
    await options.release();
    clearTimeout(deadline);
    logger.info("stopped", {});
    exit(0);
  };
  return { stop, inFlight: () => answering.size };
}
