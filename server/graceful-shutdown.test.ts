import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { gracefulShutdown } from "./graceful-shutdown.ts";

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/** One request on a connection of its own, so a closed port shows as ECONNREFUSED. */
function get(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        body += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

const quietLogger = { info() {}, error() {} };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the graceful stop (decision 207)", () => {
  let server: Server;
  let port: number;
  let finishSlow: () => void;
  let slowFinishes: Promise<void>;
  let draining: boolean;
  const events: string[] = [];

  async function listen() {
    draining = false;
    events.length = 0;
    slowFinishes = new Promise<void>((resolve) => {
      finishSlow = resolve;
    });
    server = createServer(async (req, res) => {
      if (req.url === "/healthz") {
        res.statusCode = draining ? 503 : 200;
        res.end(draining ? "draining" : "ok");
        return;
      }
      if (req.url === "/slow") await slowFinishes;
      res.end(`answered ${req.url}`);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  }

  function stopper(drainDelayMs: number, deadlineMs: number) {
    return gracefulShutdown({
      server,
      logger: quietLogger,
      drainDelayMs,
      deadlineMs,
      onDraining: () => {
        draining = true;
      },
      settle: async () => {
        events.push("settled");
      },
      release: async () => {
        events.push("released");
      },
      exit: (code) => {
        events.push(`exit ${code}`);
      },
    });
  }

  afterEach(async () => {
    finishSlow();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("answers on while draining, then closes its port, finishes a long request, lets go and exits 0", async () => {
    await listen();
    const shutdown = stopper(400, 10_000);
    const slow = get(port, "/slow");
    await wait(50);
    expect(shutdown.inFlight()).toBe(1);
    const stopped = shutdown.stop("SIGTERM");

    // Draining: health says so, pages are still answered, and every answer closes its connection.
    const health = await get(port, "/healthz");
    expect(health).toMatchObject({ status: 503, body: "draining" });
    const page = await get(port, "/page");
    expect(page).toMatchObject({ status: 200, body: "answered /page", connection: "close" });

    // After the delay the port is closed: a new connection is refused, the long request goes on.
    await wait(600);
    await expect(get(port, "/page")).rejects.toMatchObject({ code: "ECONNREFUSED" });
    expect(events).toEqual(["settled"]);

    finishSlow();
    expect(await slow).toMatchObject({ status: 200, body: "answered /slow", connection: "close" });
    await stopped;
    expect(events).toEqual(["settled", "released", "exit 0"]);
  });

  it("exits 1 at once on a second signal", async () => {
    await listen();
    const shutdown = stopper(5_000, 10_000);
    void shutdown.stop("SIGTERM");
    await wait(20);
    await shutdown.stop("SIGTERM");
    expect(events).toEqual(["settled", "exit 1"]);
  });

  it("exits 1 at the deadline when a request never ends", async () => {
    await listen();
    const shutdown = stopper(50, 500);
    const slow = get(port, "/slow").catch(() => undefined);
    await wait(50);
    void shutdown.stop("SIGTERM");
    await wait(800);
    expect(events).toEqual(["settled", "exit 1"]);
    finishSlow();
    await slow;
  });
});
