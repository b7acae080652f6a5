import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { demoCatalogue } from "#app/content/demo-catalogue.ts";
import { openDatabase } from "./db/database.server.ts";
import { seedDemoCatalogueIfEmpty } from "./demo-catalogue.server.ts";

const ROWS = 50_000;
const childScript = path.resolve(import.meta.dirname, "../../tests/setup/import-child.ts");

/** Starts an import in another process and SIGKILLs it after `delayMs` once its transaction began. */
function killImportMidway(dataDir: string, tag: string, delayMs: number): Promise<"killed" | "finished"> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [childScript, dataDir, String(ROWS), tag], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let finished = false;
    child.stdout.on("data", (chunk: Buffer) => {
      const text = chunk.toString();
      if (text.includes("start")) setTimeout(() => child.kill("SIGKILL"), delayMs);
      if (text.includes("done")) finished = true;
    });
    child.on("error", reject);
    child.on("exit", () => resolve(finished ? "finished" : "killed"));
  });
}

function inspect(file: string) {
  const db = new DatabaseSync(file);
  try {
    const integrity = (db.prepare("PRAGMA integrity_check").get() as { integrity_check: string }).integrity_check;
    const rows = Number((db.prepare("select count(*) as n from products").get() as { n: number }).n);
    return { integrity, rows };
  } finally {
    db.close();
  }
}

describe("crash safety on SQLite", () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-crash-"));
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("a 50,000-row import killed midway leaves the catalogue exactly as before or exactly as after", async () => {
    const database = await openDatabase({ dataDir });
    await seedDemoCatalogueIfEmpty(database.db);
    await database.close();
    let expected = demoCatalogue().length;
    const outcomes: string[] = [];
    for (const [round, delay] of [50, 150, 300, 600].entries()) {
      const outcome = await killImportMidway(dataDir, `r${round}`, delay);
      outcomes.push(outcome);
      const { integrity, rows } = inspect(path.join(dataDir, "catalogue.sqlite"));
      expect(integrity).toBe("ok");
      expect([expected, expected + ROWS]).toContain(rows);
      expected = rows;
    }
    // At least one import really was cut short (otherwise the test proved nothing).
    expect(outcomes).toContain("killed");
  }, 120_000);
});
