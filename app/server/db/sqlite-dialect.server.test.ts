import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Generated, Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createNodeSqliteDialect, DatabaseBusyError, type LockWait, openSqliteFile } from "./sqlite-dialect.server.ts";

interface Notes {
  note: { id: Generated<number>; text: string };
}

/** Whether a promise has settled by the time the event loop has had a turn (a timer has run). */
async function settledAfterATurn(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, 20));
  return settled;
}

describe("SQLite writes while another connection holds the write lock (an import's worker)", () => {
  let dataDir: string;
  let file: string;
  let holder: DatabaseSync;
  const opened: Kysely<Notes>[] = [];

  function open(wait?: LockWait): Kysely<Notes> {
    const db = new Kysely<Notes>({ dialect: createNodeSqliteDialect(openSqliteFile(file), wait) });
    opened.push(db);
    return db;
  }

  const texts = async (db: Kysely<Notes>) =>
    (await db.selectFrom("note").select("text").orderBy("id").execute()).map((row) => row.text);

  beforeEach(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "coolparts-lock-"));
    file = path.join(dataDir, "catalogue.sqlite");
    const setup = openSqliteFile(file);
    setup.exec(
      "create table note (id integer primary key, text text not null); insert into note (text) values ('before')",
    );
    setup.close();
    holder = new DatabaseSync(file);
    holder.exec("BEGIN IMMEDIATE; insert into note (text) values ('import')");
  });

  afterEach(async () => {
    if (holder.isTransaction) holder.exec("ROLLBACK");
    holder.close();
    for (const db of opened.splice(0)) await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("waits for the lock without stopping the event loop; reads go on; the write lands after", async () => {
    const db = open();
    const write = db.insertInto("note").values({ text: "enquiry" }).execute();
    expect(await settledAfterATurn(write)).toBe(false);
    // Reads through the same connection answer while the write waits, with the committed rows only.
    expect(await texts(db)).toEqual(["before"]);
    holder.exec("COMMIT");
    await write;
    expect(await texts(db)).toEqual(["before", "import", "enquiry"]);
  });

  it("runs a transaction whole once the lock is free, and reads are not held up behind it", async () => {
    const db = open();
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto("note").values({ text: "status" }).execute();
      await trx.updateTable("note").set({ text: "status changed" }).where("text", "=", "status").execute();
    });
    expect(await settledAfterATurn(transaction)).toBe(false);
    expect(await texts(db)).toEqual(["before"]);
    holder.exec("COMMIT");
    await transaction;
    expect(await texts(db)).toEqual(["before", "import", "status changed"]);
  });

  it("gives up after its budget with DatabaseBusyError and writes nothing", async () => {
    const db = open({ firstDelayMs: 1, maxDelayMs: 5, budgetMs: 30 });
    await expect(db.insertInto("note").values({ text: "late" }).execute()).rejects.toBeInstanceOf(DatabaseBusyError);
    await expect(
      db.transaction().execute((trx) => trx.insertInto("note").values({ text: "late too" }).execute()),
    ).rejects.toBeInstanceOf(DatabaseBusyError);
    holder.exec("ROLLBACK");
    expect(await texts(db)).toEqual(["before"]);
    // The connection is usable again: nothing was left open or waiting.
    await db.transaction().execute((trx) => trx.insertInto("note").values({ text: "after" }).execute());
    expect(await texts(db)).toEqual(["before", "after"]);
  });

  it("keeps transactions of one connection apart: another caller's statement waits for the commit", async () => {
    holder.exec("ROLLBACK");
    const db = open();
    let inside: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release: () => void = () => {};
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto("note").values({ text: "uncommitted" }).execute();
      inside();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await held;
    const read = texts(db);
    expect(await settledAfterATurn(read)).toBe(false);
    release();
    await transaction;
    expect(await read).toEqual(["before", "uncommitted"]);
  });
});
