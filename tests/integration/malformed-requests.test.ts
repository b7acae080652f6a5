import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startProductionServer } from "../../scripts/lib/start-server.mjs";

// The production build as a real process: the pages, the API and the host's own middleware together,
// as an attacker or a broken client would meet them.

const ADMIN = { username: "fuzz-admin", password: "fuzz-admin-password-1" };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with node:http, which (unlike fetch) sends any method, header and body as given. */
function send(
  base: string,
  method: string,
  pathAndQuery: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { hostname, port, method, path: pathAndQuery, headers, agent: false, timeout: 15_000 },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.on("timeout", () => request.destroy(new Error("timeout")));
    request.end(body);
  });
}

/** Bytes straight onto a socket, for what node:http refuses to send; resolves with the status line's code. */
function sendRaw(base: string, bytes: string): Promise<number> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    let received = "";
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      if (received.includes("\r\n")) socket.destroy();
    });
    // A socket the server closes without an answer is a clean refusal of a broken request: 0.
    socket.on("close", () => resolve(Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0)));
    socket.on("error", () => {});
    socket.end(bytes);
  });
}

/** A small seeded generator, so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    bytes: (length: number) => Buffer.from(Array.from({ length }, () => Math.floor(next() * 256))),
  };
}

describe("malformed and hostile requests to the production server", () => {
  let dataDir: string;
  let server: { child: ChildProcess; base: string; exited: Promise<number | null> };
  let stderr = "";

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-fuzz-"));
    server = await startProductionServer({
      dataDir,
      port: await freePort(),
      stdio: "pipe",
      env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: "error" },
    });
    server.child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    server.child.stdout?.resume();
  }, 60_000);

  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers a broken percent-escape in a path with 400, on the API and on pages", async () => {
    for (const address of [
      "/api/products/details/%",
      "/api/products/details/%C0%AF",
      "/%",
      "/brands/%C0%AF",
      "/es/%E0%A4",
    ]) {
      const answer = await send(server.base, "GET", address);
      expect(answer.status, address).toBe(400);
    }
    const api = await send(server.base, "GET", "/api/products/details/%");
    expect(JSON.parse(api.body)).toMatchObject({ success: false });
    // A broken escape in the query string is only text to search for.
    expect((await send(server.base, "GET", "/brands/denso?q=%")).status).toBe(200);
  });

  it("answers methods a resource does not take with 405 and Allow, TRACE included", async () => {
    const trace = await send(server.base, "TRACE", "/");
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe("GET, HEAD, OPTIONS");

    const deleteBrands = await send(server.base, "DELETE", "/brands");
    expect(deleteBrands.status).toBe(405);
    expect(deleteBrands.headers.allow).toBe("GET, HEAD, OPTIONS");
    // A page without a form refuses POST; the contact page takes it, but not PUT.
    expect((await send(server.base, "POST", "/es/brands/denso")).status).toBe(405);
    const putContact = await send(server.base, "PUT", "/contact");
    expect(putContact.status).toBe(405);
    expect(putContact.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect((await send(server.base, "PUT", "/contact.data")).headers.allow).toBe("GET, HEAD, POST, OPTIONS");

    const putProducts = await send(server.base, "PUT", "/api/products");
    expect(putProducts.status).toBe(405);
    // Staff add a product with POST (issue 16); PUT is for one product, /api/products/{id}.
    expect(putProducts.headers.allow).toBe("GET, HEAD, POST, OPTIONS");
    expect(JSON.parse(putProducts.body)).toMatchObject({ success: false });
    const getUpload = await send(server.base, "GET", "/proxy/api/upload-excel");
    expect(getUpload.status).toBe(405);
    expect(getUpload.headers.allow).toBe("POST, OPTIONS");
    const options = await send(server.base, "OPTIONS", "/api/products/details/447652-1005");
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, OPTIONS");
    // An address that does not exist stays a 404.
    expect((await send(server.base, "PUT", "/api/no-such-thing")).status).toBe(404);
  });

  it("answers a form post that is no form with 400", async () => {
    const noForm = await send(server.base, "POST", "/contact", { "content-type": "application/json" }, "{}");
    expect(noForm.status).toBe(400);
    const brokenMultipart = await send(
      server.base,
      "POST",
      "/subscribe",
      { "content-type": "multipart/form-data; boundary=xyz" },
      "--abc\r\nContent-Disposition: form-data; name=email\r\n\r\nx",
    );
    expect(brokenMultipart.status).toBe(400);
  });

  it("never lets a shared cache keep a page that carries a per-request nonce", async () => {
    for (const address of ["/", "/brands/denso", "/es/about"]) {
      // A page for everybody comes from the render cache: its scripts are named by hash, no nonce.
      const shared = await send(server.base, "GET", address);
      expect(shared.headers["content-security-policy"]).toMatch(/'sha256-/);
      expect(shared.headers["content-security-policy"]).not.toMatch(/'nonce-/);
      // A page rendered for one visitor (here: one who sends a cookie) carries a nonce, and only
      // that visitor's browser may keep it.
      const own = await send(server.base, "GET", address, { cookie: "visitor=1" });
      expect(own.headers["content-security-policy"]).toMatch(/'nonce-/);
      const cacheControl = String(own.headers["cache-control"]);
      expect(cacheControl).toMatch(/private|no-store/);
      expect(cacheControl).not.toMatch(/public|s-maxage/);
    }
  });

  it("does not let a forged Host rewrite canonical links, the sitemap or robots.txt", async () => {
    const forged = { host: "attacker.example" };
    for (const address of ["/brands/denso", "/robots.txt", "/sitemap.xml"]) {
      const answer = await send(server.base, "GET", address, forged);
      expect(answer.status, address).toBe(421);
      expect(answer.body).not.toContain("attacker.example");
    }
    // Behind a proxy that is not trusted, X-Forwarded-Host changes nothing either.
    const viaHeader = await send(server.base, "GET", "/robots.txt", { "x-forwarded-host": "attacker.example:8443" });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.body).toContain(`Sitemap: ${server.base}/sitemap.xml\n`);
    // The machine's own names still work, and a load balancer's probe answers whatever it names.
    const { port } = new URL(server.base);
    const local = await send(server.base, "GET", "/brands/denso", { host: `localhost:${port}` });
    expect(local.status).toBe(200);
    expect(local.body).toContain(`<link rel="canonical" href="http://localhost:${port}/brands/denso"`);
    expect((await send(server.base, "GET", "/healthz", forged)).status).toBe(200);
  });

  it("survives a few hundred generated malformed requests without a 5xx, logging only JSON lines", async () => {
    const token = JSON.parse(
      (await send(server.base, "POST", "/api/login", { "content-type": "application/json" }, JSON.stringify(ADMIN)))
        .body,
    ).token as string;
    expect(token).toBeTruthy();
    const rng = random(17);
    const bases = [
      "/",
      "/es/",
      "/brands/",
      "/brands/denso/products/",
      "/categories/",
      "/blogs/",
      "/media/",
      "/assets/",
      "/sitemaps/",
      "/api/products/details/",
      "/api/products",
      "/api/imports/",
      "/api/upload-excel",
      "/api/upload-images",
      "/api/login",
      "/api/enquiries",
      "/proxy/api/products/delete",
      "/contact",
      "/subscribe",
      "/login",
    ];
    const junk = [
      "%",
      "%C0%AF",
      "%ZZ",
      "%00",
      "%2e%2e%2f",
      "..",
      "//",
      ";a=b",
      "é",
      "%F0%9F%98",
      "\u{1F600}",
      "a".repeat(3000),
      "447652-1005",
      "1",
      "-1",
      "99999999999999999999",
      ".data",
      "?limit=-1",
      "?offset=abc&sort=%",
      "?year=1e9&limit=1000000",
      "?q=%25%",
      "/undo",
    ];
    const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL"];
    const contentTypes = [
      "application/json",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      `multipart/form-data; boundary=${"b".repeat(200)}`,
      "multipart/form-data; boundary=abc",
      'multipart/form-data; boundary="unterminated',
      "text/plain; charset=unknown-8",
      "application/json; charset=utf-7",
      "image/webp",
    ];
    const bodies = (): Buffer | string => {
      switch (Math.floor(rng.next() * 7)) {
        case 0:
          return rng.bytes(Math.floor(rng.next() * 4000));
        case 1:
          return '{"username": "x", "password": ';
        case 2:
          return '--abc\r\nContent-Disposition: form-data; name="excel"; filename="a.xlsx"\r\n\r\nPK\u0003\u0004';
        case 3:
          return `--abc\r\nContent-Disposition: form-data; name="images[]"; filename="${"x".repeat(500)}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${rng.bytes(300).toString("latin1")}\r\n--abc--\r\n`;
        case 4:
          return "--abc--\r\n";
        case 5:
          return JSON.stringify({ id: "1; drop table products", email: ["a"], name: { $gt: "" } });
        default:
          return "";
      }
    };
    const authorizations = [
      undefined,
      `Bearer ${token}`,
      `bearer ${token}`,
      "Bearer",
      "Basic Zm9vOmJhcg==",
      "Bearer x",
    ];

    const statuses: { status: number; request: string }[] = [];
    const requests = Array.from({ length: 320 }, () => {
      const method = rng.pick(methods);
      const address = `${rng.pick(bases)}${rng.pick(junk)}${rng.next() < 0.3 ? rng.pick(junk) : ""}`;
      const headers: Record<string, string> = {};
      const authorization = rng.pick(authorizations);
      if (authorization) headers.authorization = authorization;
      if (rng.next() < 0.6) headers["content-type"] = rng.pick(contentTypes);
      if (rng.next() < 0.2) headers["accept-encoding"] = rng.pick(["br;q=x", "*;q=0", "gzip, gzip, zstd"]);
      if (rng.next() < 0.2) headers.range = rng.pick(["bytes=abc", "bytes=5-1", "bytes=0-0,0-0,0-0"]);
      if (rng.next() < 0.1) headers["if-modified-since"] = "yesterday";
      const body = method === "GET" || method === "HEAD" ? undefined : bodies();
      return { method, address, headers, body };
    });
    let nextRequest = 0;
    const worker = async () => {
      while (nextRequest < requests.length) {
        const request = requests[nextRequest++];
        if (!request) break;
        const path = encodeURI(request.address).replace(/%25/g, "%");
        try {
          const answer = await send(server.base, request.method, path, request.headers, request.body);
          statuses.push({ status: answer.status, request: `${request.method} ${path}` });
        } catch (error) {
          // The server may cut a request it refused before reading its body: that is no 5xx.
          const code = (error as { code?: string }).code ?? "";
          if (!["ECONNRESET", "EPIPE"].includes(code)) throw error;
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));

    // Requests node:http would not send: broken request lines and header values.
    const raw = [
      "GET /%%% HTTP/1.1\r\nHost: x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Bad: a\u0001b\r\n\r\n",
      "GET / HTTP/9.9\r\n\r\n",
      "POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100\r\nContent-Type: application/json\r\n\r\n{",
      "POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\nzz\r\n",
      "GET /\u0000 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      `GET /${"x".repeat(20_000)} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`,
      "BREW / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: bearer \u00ff\u00fe\r\n\r\n",
    ];
    for (const bytes of raw) statuses.push({ status: await sendRaw(server.base, bytes), request: bytes.slice(0, 40) });

    expect(statuses.length).toBeGreaterThan(300);
    expect(statuses.filter(({ status }) => status >= 500)).toEqual([]);
    expect((await send(server.base, "GET", "/healthz")).status).toBe(200);
    expect((await send(server.base, "GET", "/brands/denso")).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    // Every line the server wrote on stderr is one JSON object: no raw stack trace.
    const lines = stderr.split("\n").filter(Boolean);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
  }, 120_000);
});
