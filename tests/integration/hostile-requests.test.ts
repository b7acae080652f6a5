import { readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFixture } from "#tests/setup/fixtures.ts";
import { type RunningServer, startProductionServerOn } from "#tests/setup/production-server.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";

// Requests a broken client or an attacker sends, against the production server as its own process
// (issue 24): cut-off uploads, endless addresses and form bodies, unusable Host headers and request
// targets, made-up host names. The process must answer each with a 4xx, log one JSON line for it,
// and keep serving.

const ADMIN = { ADMIN_USERNAME: "edge-admin", ADMIN_PASSWORD: "edge-admin-password-1" };

interface RawAnswer {
  status: number;
  head: string;
  body: string;
}

/**
 * Bytes straight onto a socket (node:http and fetch refuse to send most of these), from `from` if
 * given (another loopback address is another client to the rate limits). Resolves with the answer
 * once the server closes the connection, or with status 0 when it closed without one.
 */
function sendRaw(server: RunningServer, bytes: string | Buffer, { from }: { from?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: server.port, host: "127.0.0.1", localAddress: from });
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", () => {});
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const [head = "", ...rest] = text.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0), head, body: rest.join("\r\n\r\n") });
    });
    // Not half-closed: Node drops a request whose client has sent FIN before the answer is ready.
    // Every request says "Connection: close", so the server closes once it has answered.
    socket.write(bytes);
  });
}

function request(method: string, target: string, headers: Record<string, string | number>, body = ""): string {
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `${method} ${target} HTTP/1.1\r\n${lines.join("")}Connection: close\r\n\r\n${body}`;
}

/** Every file in a folder and below, but the database's own. */
function storedFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/^(catalogue\.sqlite.*|server\.(lock|pid))$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Request targets a URL parser reads as naming a host of their own (issue 41 item 4). */
const hostTargets = [
  "//evil.example/",
  "//evil.example/es",
  "//evil.example/robots.txt",
  "//evil.example/sitemap.xml",
  "//evil.example/sitemaps/pages.xml",
  "/\\evil.example/",
  "//evil.example:8080/brands/denso",
];

/**
 * The home page's canonical link, and every origin its links, robots.txt and the sitemap index name
 * (`elsewhere`: any mention of evil.example), asked for with the given headers.
 */
async function linksOf(server: RunningServer, headers: Record<string, string>) {
  const bodies = await Promise.all(
    ["/", "/es", "/robots.txt", "/sitemap.xml", "/sitemaps/pages.xml"].map(async (page) => {
      const answer = await sendRaw(server, request("GET", page, headers));
      expect(answer.status, page).toBe(200);
      return answer.body;
    }),
  );
  const home = bodies[0] ?? "";
  const addresses = bodies.flatMap((body) => [
    ...body.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"/g),
    ...body.matchAll(/<loc>([^<]+)<\/loc>/g),
    ...body.matchAll(/^Sitemap: (\S+)$/gm),
  ]);
  return {
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(home)?.[1],
    origins: [...new Set(addresses.map((match) => new URL(match[1] ?? "").origin))],
    elsewhere: bodies.filter((body) => body.includes("evil.example")),
  };
}

/** The statuses of the `request` log lines for a method and path, once the first has come (2 s at most). */
async function requestLines(server: RunningServer, method: string, path: string): Promise<unknown[]> {
  const statuses = () =>
    server
      .logLines()
      .flatMap((line) => (line.startsWith("{") ? [JSON.parse(line) as Record<string, unknown>] : []))
      .filter((line) => line.event === "request" && line.method === method && line.path === path)
      .map((line) => line.status);
  for (let waited = 0; statuses().length === 0 && waited < 2000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // A moment more, so a second line would be seen too.
  await new Promise((resolve) => setTimeout(resolve, 100));
  return statuses();
}

describe.each(databaseKinds)("hostile requests to the production server on %s", (kind) => {
  let server: RunningServer;
  let token: string;
  let host: string;

  beforeAll(async () => {
    server = await startProductionServerOn(kind, { ...ADMIN, LOG_LEVEL: "info" });
    host = `127.0.0.1:${server.port}`;
    const signIn = await fetch(`${server.base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: ADMIN.ADMIN_USERNAME, password: ADMIN.ADMIN_PASSWORD }),
    });
    token = ((await signIn.json()) as { token: string }).token;
  }, 90_000);

  afterAll(async () => {
    await server.stop();
  });

  it("answers an upload cut off mid-form with 400 on every upload call, stores nothing and lives on", async () => {
    const uploads = [
      { method: "POST", target: "/api/upload-excel", field: "excel" },
      { method: "POST", target: "/api/upload-images", field: "images[]" },
      { method: "PUT", target: "/api/products/1/image", field: "image" },
      { method: "PUT", target: "/api/brands/denso/image", field: "image" },
    ];
    const multipart = {
      "Content-Type": "multipart/form-data; boundary=XB",
      Authorization: `Bearer ${token}`,
      Host: host,
    };
    const photo = readFixture("images/PAC-3170-14.png");
    for (const { method, target, field } of uploads) {
      // The repro: the body ends inside a file part.
      const cutInPart = `--XB\r\nContent-Disposition: form-data; name="${field}"; filename="a.csv"\r\n\r\nPart No.,Name\r\n`;
      // Ends inside a part's headers.
      const cutInHeaders = `--XB\r\nContent-Disposition: form-da`;
      for (const body of [cutInPart, cutInHeaders]) {
        const answer = await sendRaw(
          server,
          request(method, target, { ...multipart, "Content-Length": body.length }, body),
        );
        expect(answer.status, `${target}: ${JSON.stringify(body)}`).toBe(400);
        expect(JSON.parse(answer.body), target).toEqual({ success: false, error: "The upload was interrupted." });
      }
      // Cut off in a file part the call refuses (a field it does not take, a control character in the
      // file's name): the refusal is the answer, and the cut file's own error no longer ends the
      // process (fuzz seed 41003 case 785).
      for (const part of [`name="other"; filename="x.jpg"`, `name="${field}"; filename="a\u0001.csv"`]) {
        const body = `--XB\r\nContent-Disposition: form-data; ${part}\r\nContent-Type: image/png\r\n\r\n`;
        const answer = await sendRaw(
          server,
          request(method, target, { ...multipart, "Content-Length": body.length }, body),
        );
        expect(answer.status, `${target}: ${part}`).toBe(400);
        expect(JSON.parse(answer.body).error, `${target}: ${part}`).not.toBe("The upload was interrupted.");
        expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
      }
    }
    // A batch of photos whose second photo stops half-way: the first, complete one is not kept either.
    const head = (name: string) =>
      `--XB\r\nContent-Disposition: form-data; name="images[]"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`;
    const batch = Buffer.concat([
      Buffer.from(head("PAC-3170-14.png"), "latin1"),
      photo,
      Buffer.from(`\r\n${head("447652-1005.png")}`, "latin1"),
      photo.subarray(0, photo.length / 2),
    ]);
    const cutBatch = await sendRaw(
      server,
      Buffer.concat([
        Buffer.from(request("POST", "/api/upload-images", { ...multipart, "Content-Length": batch.length }), "latin1"),
        batch,
      ]),
    );
    expect(cutBatch.status).toBe(400);
    expect(cutBatch.body).toContain("The upload was interrupted.");
    // A proxy that gives up mid-body: the connection goes, with less than Content-Length sent.
    await new Promise<void>((resolve) => {
      const socket = net.connect(server.port, "127.0.0.1", () => {
        socket.write(request("POST", "/api/upload-images", { ...multipart, "Content-Length": batch.length * 2 }));
        socket.write(batch, () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on("error", () => {});
      socket.on("close", () => resolve());
    });

    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(storedFiles(server.dataDir)).toEqual([]);
    const imports = await fetch(`${server.base}/api/imports`, { headers: { authorization: `Bearer ${token}` } });
    expect(await imports.json()).toMatchObject({ total: 0 });
  }, 60_000);

  it("refuses an over-long address with 414 before routing it, and /healthz keeps answering", async () => {
    const deep = "/a".repeat(7_900);
    const started = performance.now();
    const answers = await Promise.all([
      ...Array.from({ length: 5 }, () => sendRaw(server, request("GET", deep, { Host: host }))),
      fetch(`${server.base}/healthz`),
    ]);
    console.info(
      `six requests (five 7,900-segment paths, one /healthz): ${Math.round(performance.now() - started)} ms`,
    );
    for (const answer of answers) expect(answer.status).toBe(answer instanceof Response ? 200 : 414);
    // Too many bytes in one segment, in the query, or segments on the API: all 414.
    for (const target of [`/${"x".repeat(2_100)}`, `/brands/denso?q=${"x".repeat(8_200)}`, `/api/products${deep}`]) {
      expect((await sendRaw(server, request("GET", target, { Host: host }))).status, target.slice(0, 40)).toBe(414);
    }
    // Within the limits an address is routed as ever.
    expect((await fetch(`${server.base}${"/a".repeat(64)}`)).status).toBe(404);
    expect((await fetch(`${server.base}/brands/denso`)).status).toBe(200);
  }, 60_000);

  it("refuses a page form body over 64 KB with 413 before reading it, however it is sent", async () => {
    const form = { Host: host, "Content-Type": "application/x-www-form-urlencoded" };
    // A promised 100 MB: refused on its Content-Length, with only a few bytes sent.
    for (const target of ["/contact", "/subscribe", "/es/contact.data"]) {
      const declared = await sendRaw(
        server,
        request("POST", target, { ...form, "Content-Length": 100 * 1024 * 1024 }, "name=a"),
      );
      expect(declared.status, target).toBe(413);
    }
    // Chunked: no length up front, refused once the 64 KB are passed, before the rest is sent.
    const chunk = `${(16 * 1024).toString(16)}\r\n${"a".repeat(16 * 1024)}\r\n`;
    const chunked = await sendRaw(
      server,
      request("POST", "/subscribe.data", { ...form, "Transfer-Encoding": "chunked" }, chunk.repeat(6)),
    );
    expect(chunked.status).toBe(413);
    // A form of a real size still goes through.
    const enquiry = new URLSearchParams({
      name: "Ravi Sharma",
      email: "ravi@example.in",
      phone: "+91 98111 22334",
      message: "Need two Denso compressors for an Innova Crysta.",
    });
    const sent = await fetch(`${server.base}/contact`, { method: "POST", body: enquiry });
    expect(sent.status).toBe(200);
  }, 60_000);

  it("limits how many forms one address may post, invalid ones included", async () => {
    // From an address of its own, so the other tests' posts do not count.
    const from = kind === "sqlite" ? "127.0.0.2" : "127.0.0.3";
    const invalid = "email=not-an-address";
    const statuses: number[] = [];
    for (let post = 0; post < 31; post++) {
      const target = post % 2 === 0 ? "/contact" : "/subscribe";
      const answer = await sendRaw(
        server,
        request(
          "POST",
          target,
          { Host: host, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": invalid.length },
          invalid,
        ),
        { from },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400 || status === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect(
      (await fetch(`${server.base}/subscribe`, { method: "POST", body: new URLSearchParams({ email: "x" }) })).status,
    ).toBe(400);
  }, 60_000);

  it("answers an unusable Host or request target with 400, on cached pages and on pages rendered per visitor", async () => {
    const hosts = ["x:99999", `localhost:99999`, "[::1", "", undefined];
    for (const page of ["/", "/brands/denso", "/login"]) {
      for (const cookie of [undefined, "visitor=1"]) {
        for (const hostHeader of hosts) {
          const headers: Record<string, string> = {};
          if (hostHeader !== undefined) headers.Host = hostHeader;
          if (cookie) headers.Cookie = cookie;
          const answer = await sendRaw(server, request("GET", page, headers));
          expect(answer.status, `${page} Host: ${hostHeader} Cookie: ${cookie}`).toBe(400);
        }
        const headers: Record<string, string> = { Host: host, ...(cookie ? { Cookie: cookie } : {}) };
        expect((await sendRaw(server, request("GET", `http://evil.example${page}`, headers))).status, page).toBe(400);
      }
    }
    expect((await sendRaw(server, request("OPTIONS", "*", { Host: host }))).status).toBe(400);
    // A load balancer's probe may name no host at all.
    expect((await sendRaw(server, "GET /healthz HTTP/1.0\r\n\r\n")).status).toBe(200);
  }, 60_000);

  it("answers without PUBLIC_URL only this machine's names, each cached once", async () => {
    for (const name of ["shop.localhost", "a.b.localhost", "127.0.0.2", `localhost:${server.port + 1}`]) {
      const withPort = name.includes(":") ? name : `${name}:${server.port}`;
      expect((await sendRaw(server, request("GET", "/brands/denso", { Host: withPort }))).status, withPort).toBe(421);
    }
    const own = await sendRaw(server, request("GET", "/brands/denso", { Host: `localhost:${server.port}` }));
    expect(own.status).toBe(200);
    // Another spelling of the same name is the same page, served from the same cache entry.
    const shouted = await sendRaw(server, request("GET", "/brands/denso", { Host: `LOCALHOST:${server.port}` }));
    expect(shouted.status).toBe(200);
    expect(shouted.head.toLowerCase()).toContain("x-render-cache: hit");
  }, 60_000);

  it("refuses a target that names a host (//host, /\\host) with 400, and names only its own origin in links", async () => {
    for (const target of hostTargets) {
      for (const cookie of [undefined, "visitor=1"]) {
        // Twice: a refusal is never kept, so the second is refused as the first.
        for (let round = 0; round < 2; round++) {
          const headers: Record<string, string> = { Host: host, ...(cookie ? { Cookie: cookie } : {}) };
          const answer = await sendRaw(server, request("GET", target, headers));
          expect(answer.status, `${target} Cookie: ${cookie}`).toBe(400);
          expect(answer.head.toLowerCase()).not.toContain("x-render-cache");
        }
      }
    }
    const links = await linksOf(server, { Host: host });
    expect(links.canonical).toBe(`http://${host}/`);
    expect(links.elsewhere).toEqual([]);
    expect(links.origins).toEqual([`http://${host}`]);
  }, 60_000);

  it("serves each product sitemap under the one name the index gives it", async () => {
    const index = await (await fetch(`${server.base}/sitemap.xml`)).text();
    expect(index).toContain("/sitemaps/products-1.xml");
    expect((await fetch(`${server.base}/sitemaps/products-1.xml`)).status).toBe(200);
    for (const name of ["products-0.xml", "products-01.xml"]) {
      expect((await fetch(`${server.base}/sitemaps/${name}`)).status, name).toBe(404);
    }
  });

  it("answers a target Express cannot route (https://[::1/…) with 400, its headers and one request line", async () => {
    const target = "https://[::1/assets/x";
    const answer = await sendRaw(server, request("GET", target, { Host: host }));
    expect(answer.status).toBe(400);
    expect(answer.head.toLowerCase()).toContain("x-content-type-options: nosniff");
    expect(answer.body).toContain("must be a path");
    expect(await requestLines(server, "GET", target)).toEqual([400]);
  });

  it("logs the answer to a refused request whose chunked body is broken, once", async () => {
    const target = "/blogs/broken-chunks";
    const bytes = `OPTIONS ${target} HTTP/1.1\r\nHost: %00\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n`;
    expect((await sendRaw(server, bytes)).status).toBe(400);
    expect(await requestLines(server, "OPTIONS", target)).toEqual([400]);
  });

  it("logged every one of these requests as one JSON line without a stack trace", () => {
    const lines = server.logLines().filter((line) => !line.startsWith("npm "));
    expect(lines.length).toBeGreaterThan(50);
    for (const line of lines) {
      const entry = JSON.parse(line) as Record<string, unknown>;
      expect(entry.stack, line).toBeUndefined();
      expect(entry.level, line).not.toBe("error");
    }
  });
});

describe("request targets that name a host, with PUBLIC_URL set", () => {
  const publicUrl = "https://parts.example.in";
  let server: RunningServer;

  beforeAll(async () => {
    // The database plays no part in which origin a link names: SQLite only.
    server = await startProductionServerOn("sqlite", { PUBLIC_URL: publicUrl, LOG_LEVEL: "info" });
  }, 90_000);

  afterAll(async () => {
    await server.stop();
  });

  it("refuses them with 400, and names only PUBLIC_URL in links whatever the Host", async () => {
    for (const hostHeader of [`127.0.0.1:${server.port}`, "evil.example"]) {
      for (const target of hostTargets) {
        const answer = await sendRaw(server, request("GET", target, { Host: hostHeader }));
        expect(answer.status, `${target} Host: ${hostHeader}`).toBe(400);
      }
      const links = await linksOf(server, { Host: hostHeader });
      expect(links.canonical, hostHeader).toBe(`${publicUrl}/`);
      expect(links.origins, hostHeader).toEqual([publicUrl]);
      expect(links.elsewhere, hostHeader).toEqual([]);
    }
    const again = await sendRaw(server, request("GET", "/", { Host: "evil.example" }));
    expect(again.head.toLowerCase()).toContain("x-render-cache: hit");
  }, 60_000);

  it("logged each of them as one request line and one refusal, as JSON", () => {
    const lines = server
      .logLines()
      .filter((line) => !line.startsWith("npm "))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    for (const target of hostTargets) {
      const about = lines.filter((line) => line.path === target);
      expect(
        about.filter((line) => line.event === "request").map((line) => line.status),
        target,
      ).toEqual([400, 400]);
      expect(about.filter((line) => line.event === "request-refused").length, target).toBe(2);
    }
  });
});
