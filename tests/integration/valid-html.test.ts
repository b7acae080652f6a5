import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageSettings } from "#app/i18n/languages.ts";
import { readFixture } from "../setup/fixtures.ts";
import { demoProduct, publicPageTypes } from "../setup/page-types.ts";
import { type RunningServer, startProductionServerOn } from "../setup/production-server.ts";

// Issue 43: every page type, in every language, passes the Nu Html Checker (vnu-jar from the npm
// registry, run with the machine's Java) with no errors. The production build serves the demo
// catalogue; one product gets two photos, so the gallery and the photos' srcset are checked too.

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");
const admin = { ADMIN_USERNAME: "html-admin", ADMIN_PASSWORD: "html-admin-password-1" };
/** A demo product with photos uploaded below, and one left without. */
const withPhotos = demoProduct;

/** One address per page type (the language prefix is added for each language): the public ones and these. */
const pageTypes = [
  ...publicPageTypes,
  "/brands/denso?page=2",
  `/categories/compressor/products/${withPhotos.partNumber}`,
  "/login",
  "/add-products",
  "/subscribe",
  "/vehicles/no-such-make",
];

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

describe("the pages' HTML", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startProductionServerOn("sqlite", admin);
    const login = await fetch(`${server.base}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: admin.ADMIN_USERNAME, password: admin.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const photos = new FormData();
    for (const name of [`${withPhotos.partNumber}.png`, `${withPhotos.partNumber}_2.jpg`]) {
      const fixture = name.endsWith(".png") ? "PAC-3170-14.png" : "PAC-6360-R5.jpg";
      photos.append("images[]", new Blob([new Uint8Array(readFixture("images", fixture))]), name);
    }
    const upload = await fetch(`${server.base}/api/upload-images`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: photos,
    });
    expect(upload.status).toBe(200);
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("has no errors in the Nu Html Checker on any page type in any language", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "coolparts-html-"));
    try {
      const addressOf = new Map<string, string>();
      for (const { code, prefix } of languageSettings) {
        for (const [index, pageType] of pageTypes.entries()) {
          const address = prefix && pageType === "/" ? prefix : `${prefix}${pageType}`;
          const response = await fetch(`${server.base}${address}`);
          expect([200, 404], address).toContain(response.status);
          const file = path.join(folder, `${code}-${index}.html`);
          writeFileSync(file, await response.text());
          addressOf.set(`file:${file}`, address);
        }
      }
      const errors = await checkHtml(folder);
      const found = errors.map((error) => `${addressOf.get(error.url) ?? error.url}: ${error.message}`);
      expect(found).toEqual([]);
      expect(addressOf.size).toBe(pageTypes.length * languageSettings.length);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it("checked a product page that shows the photo gallery", async () => {
    const html = await (
      await fetch(`${server.base}/brands/${withPhotos.brand}/products/${withPhotos.partNumber}`)
    ).text();
    expect(html.match(/srcSet="\/media\//g)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});

/** The checker's errors (warnings left out) for every .html file in a folder. */
async function checkHtml(folder: string): Promise<VnuMessage[]> {
  // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
  const run = promisify(execFile);
  const { stderr } = await run("java", ["-jar", vnuJar, "--errors-only", "--format", "json", folder], {
    maxBuffer: 64 * 1024 * 1024,
  }).catch((failure: { stderr?: string; code?: number | string }) => {
    if (typeof failure.stderr !== "string" || failure.code === "ENOENT") {
      throw new Error("The Nu Html Checker needs Java on this machine (Debian: apt-get install default-jre-headless).");
    }
    return { stderr: failure.stderr };
  });
  const report = JSON.parse(stderr) as { messages: VnuMessage[] };
  return report.messages.filter((message) => message.type === "error");
}
