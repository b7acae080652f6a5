import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startProductionServer } from "../../scripts/lib/start-server.mjs";

// The production build as a real process (npm test builds before these run), with the demo
// catalogue, behind a "proxy" on loopback so that requests can come from addresses of their own.

describe("the per-address budget of searches the render cache cannot answer", () => {
  let dataDir: string;
  let server: Awaited<ReturnType<typeof startProductionServer>>;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-search-budget-"));
    server = await startProductionServer({
      dataDir,
      port: await freePort(),
      stdio: "ignore",
      env: { TRUST_PROXY: "loopback", SEARCHES_PER_MINUTE: "5" },
    });
  }, 60_000);
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  const get = (target: string, from: string) =>
    fetch(`${server.base}${target}`, { headers: { "x-forwarded-for": from } });

  it("answers 429 with Retry-After past the budget, counts only rendered searches, and spares other addresses", async () => {
    const from = "203.0.113.50";
    for (const q of ["compressor", "condenser", "radiator", "blower", "valve"]) {
      const response = await get(`/search?q=${q}`, from);
      expect(response.status, q).toBe(200);
      await response.arrayBuffer();
    }
    const refused = await get("/search?q=fan", from);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await refused.text();
    expect(page).toContain("Too many searches from your address just now.");
    // The busy page keeps the search box and WhatsApp, styled by a file the strict CSP allows.
    expect(page).toContain('<form method="get" action="/search" role="search">');
    expect(page).toContain('<a class="whatsapp" href="https://wa.me/');
    const style = await get("/busy.css", from);
    expect(style.status).toBe(200);
    expect(style.headers.get("content-type")).toMatch(/^text\/css/);

    const spanish = await get("/es/search?q=ventilador", from);
    expect(spanish.status).toBe(429);
    expect(await spanish.text()).toContain("Demasiadas búsquedas");
    // The search dialog's suggestions: the same budget, answered as JSON.
    const suggestions = await get("/search.data?suggest=1&q=fan", from);
    expect(suggestions.status).toBe(429);
    expect(((await suggestions.json()) as { error: string }).error).toMatch(/^Too many searches/);

    // A search the render cache keeps costs nothing: it is still answered, from the cache.
    const kept = await get("/search?q=compressor", from);
    expect(kept.status).toBe(200);
    expect(kept.headers.get("x-render-cache")).toBe("hit");
    // Other pages are not searches; another address has a budget of its own.
    expect((await get("/brands/denso", from)).status).toBe(200);
    expect((await get("/search?q=fan", "198.51.100.30")).status).toBe(200);
  }, 60_000);

  it("keeps searching after 50 visitors leave searches that wait for their turn (issue 41, item 1)", async () => {
    const { hostname, port } = new URL(server.base);
    // 50 sockets, each a search no copy of which is kept, from addresses of their own; all closed
    // while the first are rendered and the rest wait (or were turned away) for their turn.
    const sockets = Array.from({ length: 50 }, (_, n) => {
      const socket = connect(Number(port), hostname);
      socket.on("error", () => {});
      socket.write(
        `GET /search?q=radiator+${n} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nX-Forwarded-For: 198.18.${n % 3}.${n + 1}\r\n\r\n`,
      );
      return socket;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const socket of sockets) socket.destroy();
    // Then new searches, from another address, the search page's and the suggestions'.
    const page = await get("/search?q=condenser+for+swift", "203.0.113.7");
    expect(page.status).toBe(200);
    await page.arrayBuffer();
    const suggestions = await get("/search.data?suggest=1&q=blower+motor", "203.0.113.7");
    expect(suggestions.status).toBe(200);
    await suggestions.arrayBuffer();
  }, 60_000);
});
