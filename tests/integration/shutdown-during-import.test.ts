import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoCatalogue } from "../../app/content/demo-catalogue.ts";
import { generatedWorkbook } from "../../scripts/bench/generated-workbook.ts";
import { freePort } from "../../scripts/lib/free-port.mjs";
import { startProductionServer } from "../../scripts/lib/start-server.mjs";

const ADMIN = { username: "stop-admin", password: "stop-admin-password-1" };
const DEMO_PRODUCTS = demoCatalogue().length;
const ROWS = 30_000;

function countProducts(dataDir: string): number {
  const db = new DatabaseSync(path.join(dataDir, "catalogue.sqlite"), { readOnly: true });
  try {
    return Number((db.prepare("select count(*) as n from products").get() as { n: number }).n);
  } finally {
    db.close();
  }
}

describe("SIGTERM during an import", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-stop-"));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("lets the import finish or rolls it back whole, then exits 0 with the catalogue exactly before or after", async () => {
    const { child, base, exited } = await startProductionServer({
      dataDir,
      port: await freePort(),
      stdio: "ignore",
      env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    });
    const { token } = (await (
      await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(ADMIN),
      })
    ).json()) as { token: string };
    const upload = (fileName?: string, data?: Buffer, query = "") => {
      const form = new FormData();
      if (fileName && data) form.append("excel", new Blob([new Uint8Array(data)]), fileName);
      else form.append("note", "no file: starts no import");
      return fetch(`${base}/api/upload-excel${query}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };

    const fetchStatus = (answer: Promise<Response>): Promise<number | "cut"> =>
      answer.then(
        (response) => response.status,
        () => "cut" as const,
      );
    let settled = false;
    const importing = fetchStatus(upload("big.xlsx", generatedWorkbook(ROWS, 1_000))).finally(() => {
      settled = true;
    });
    // While an import runs, one more upload waits for its turn, and a further one is told, with a
    // 409, what the running one is doing. Keep a waiting preview (dry run: it writes nothing) in
    // line and ask with a third, file-less upload (a 400 while the line is not full) until the big
    // sheet is being written.
    const small = generatedWorkbook(10, 10);
    let waiting: Promise<number | "cut"> | undefined;
    let writing = false;
    while (!settled) {
      waiting ??= fetchStatus(upload("small.xlsx", small, "?dryRun=1")).finally(() => {
        waiting = undefined;
      });
      const third = await upload();
      const body = (await third.json()) as { importInProgress?: { phase: string; fileName: string } };
      if (third.status === 409 && body.importInProgress?.fileName === "big.xlsx") {
        if (body.importInProgress.phase === "writing") {
          writing = true;
          break;
        }
      } else if (third.status !== 400 && third.status !== 409) throw new Error(`unexpected ${third.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const lastInLine = waiting;

    expect(writing).toBe(true);
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    // The preview still in line never started: refused as the server stopped, or its connection cut.
    if (lastInLine) expect([503, "cut"]).toContain(await lastInLine);
    const status = await importing;
    const products = countProducts(dataDir);
    // Committed in the grace time (200) or rolled back whole (503, or the connection cut): nothing between.
    if (status === 200) expect(products).toBe(DEMO_PRODUCTS + ROWS);
    else {
      expect([503, "cut"]).toContain(status);
      expect(products).toBe(DEMO_PRODUCTS);
    }
  }, 120_000);
});
