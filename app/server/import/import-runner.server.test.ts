import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readFixture } from "#tests/setup/fixtures.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { openDatabase } from "../db/database.server.ts";
import { countProducts } from "../product-queries.server.ts";
import { ImportAbandonedError, ImportBusyError, ImportRunner } from "./import-runner.server.ts";

const author = { adminId: null, username: "staff", fileName: "catalogue-300.xlsx" };

describe.each(databaseKinds)("imports in a worker thread on %s", (kind) => {
  let dataDir: string;
  let database: TestDatabase | Awaited<ReturnType<typeof openDatabase>>;
  let runner: ImportRunner;
  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-runner-"));
    const postgres = kind === "postgres" ? await createTestDatabase(kind) : undefined;
    database = postgres ?? (await openDatabase({ dataDir }));
    runner = new ImportRunner(database.reopen);
  });
  afterEach(async () => {
    await runner.stop(30_000);
    await ("dispose" in database ? database.dispose() : database.close());
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("imports a sheet on its own connection, one at a time: a second upload waits, a third hears how the first is doing", async () => {
    const first = runner.run(readFixture("catalogue-300.xlsx"), { dryRun: false, history: author });
    expect(runner.progress).toMatchObject({ fileName: "catalogue-300.xlsx", username: "staff", dryRun: false });
    const second = runner.run(readFixture("catalogue-300.xlsx"), {
      dryRun: true,
      history: { ...author, username: "waits" },
    });
    let busy: unknown;
    try {
      await runner.run(readFixture("catalogue-300.xlsx"), { dryRun: true, history: { ...author, username: "other" } });
    } catch (error) {
      busy = error;
    }
    expect(busy).toBeInstanceOf(ImportBusyError);
    expect((busy as ImportBusyError).progress).toMatchObject({ fileName: "catalogue-300.xlsx", username: "staff" });
    // The one that waited runs after the first, and so sees its rows as already there.
    expect(await second).toMatchObject({ ok: true, dryRun: true, rows: 300, created: 0, unchanged: 300 });

    expect(await first).toMatchObject({ ok: true, dryRun: false, rows: 300, created: 300, updated: 0, unchanged: 0 });
    expect(runner.progress).toBeUndefined();
    // The main thread's own connection sees the committed catalogue and its history.
    expect(await countProducts(database.db)).toBe(300);
    expect(await database.db.selectFrom("imports").select("username").execute()).toEqual([{ username: "staff" }]);
    // The next one may start now: a preview of the same sheet changes nothing.
    expect(await runner.run(readFixture("catalogue-300.xlsx"), { dryRun: true, history: author })).toMatchObject({
      ok: true,
      dryRun: true,
      rows: 300,
      importId: null,
      created: 0,
      updated: 0,
      unchanged: 300,
    });
  }, 60_000);

  it("moves an upload's own memory to the worker without a copy: the caller's ArrayBuffer is detached", async () => {
    const upload = new Uint8Array(readFixture("catalogue-300.xlsx")).buffer;
    const outcome = runner.run(upload, { dryRun: false, history: author });
    expect(await outcome).toMatchObject({ ok: true, rows: 300, created: 300 });
    // Moved once the import held the catalogue writer's lock (decision 198), not copied.
    expect(upload.detached).toBe(true);
    expect(await countProducts(database.db)).toBe(300);
  }, 60_000);

  it("imports through a worker started beforehand as through a new one, and keeps one ready after a check, not after an import", async () => {
    const warm = new ImportRunner(database.reopen, { keepWarmMs: 60_000 });
    try {
      await warm.prepare();
      // Prepared twice, one worker: the second call waits for the same one.
      await warm.prepare();
      expect(await warm.run(readFixture("catalogue-300.xlsx"), { dryRun: true, history: author })).toMatchObject({
        ok: true,
        dryRun: true,
        rows: 300,
        created: 300,
      });
      expect(await countProducts(database.db)).toBe(0);
      expect(warm.warm).toBe(true);
      // The import after the check starts in the worker kept ready for it.
      expect(await warm.run(readFixture("catalogue-300.xlsx"), { dryRun: false, history: author })).toMatchObject({
        ok: true,
        dryRun: false,
        rows: 300,
        created: 300,
      });
      expect(await countProducts(database.db)).toBe(300);
      // After an import none waits: the memory the import took goes back (decision 179).
      expect(warm.warm).toBe(false);
      const refused = await warm.run(readFixture("catalogue-with-errors.xlsx"), { dryRun: false, history: author });
      expect(refused.ok).toBe(false);
    } finally {
      expect(await warm.stop(30_000)).toBe("idle");
    }
    // Stopped, it starts nothing more and refuses new imports as before.
    await warm.prepare();
    await expect(warm.run(readFixture("catalogue-300.xlsx"), { dryRun: true, history: author })).rejects.toThrow(
      /stopping/,
    );
  }, 60_000);

  it("replaces a prepared worker that ended before its import came", async () => {
    const warm = new ImportRunner(database.reopen, { spareIdleMs: 1 });
    try {
      await warm.prepare();
      // Its idle time is over: it was told to end.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await warm.run(readFixture("catalogue-300.xlsx"), { dryRun: false, history: author })).toMatchObject({
        ok: true,
        created: 300,
      });
    } finally {
      await warm.stop(30_000);
    }
  }, 60_000);

  it("drops an upload waiting its turn when its client leaves: it never runs, and the place is free", async () => {
    const first = runner.run(readFixture("catalogue-300.xlsx"), { dryRun: true, history: author });
    const left = new AbortController();
    const waiting = runner.run(readFixture("catalogue-300.xlsx"), { dryRun: false, history: author }, left.signal);
    expect(runner.full).toBeDefined();
    left.abort();
    await expect(waiting).rejects.toBeInstanceOf(ImportAbandonedError);
    expect(runner.full).toBeUndefined();
    expect(await first).toMatchObject({ ok: true, dryRun: true });
    expect(runner.progress).toBeUndefined();
    expect(await countProducts(database.db)).toBe(0);
  }, 60_000);

  it("stops a running check, and an import that has not begun to commit, when their client leaves", async () => {
    for (const dryRun of [true, false]) {
      const left = new AbortController();
      const running = runner.run(readFixture("catalogue-300.xlsx"), { dryRun, history: author }, left.signal);
      expect(runner.progress).toMatchObject({ dryRun });
      left.abort();
      await expect(running).rejects.toBeInstanceOf(ImportAbandonedError);
      expect(runner.progress).toBeUndefined();
    }
    expect(await countProducts(database.db)).toBe(0);
    // The runner is free: the next import runs.
    expect(await runner.run(readFixture("catalogue-300.xlsx"), { dryRun: false, history: author })).toMatchObject({
      ok: true,
      created: 300,
    });
  }, 60_000);

  it("hands back a refused sheet's messages", async () => {
    const outcome = await runner.run(readFixture("catalogue-with-errors.xlsx"), { dryRun: false, history: author });
    expect(outcome.ok).toBe(false);
    // The messages come as JSON text, made in the worker, for the API to send as they are.
    const { errors } = JSON.parse(Buffer.from(outcome.lists).toString("utf8")) as { errors: unknown[] };
    expect(errors.length).toBeGreaterThan(0);
    expect(await countProducts(database.db)).toBe(0);
  }, 60_000);
});
