import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openWriterLock } from "#app/server/import/catalogue-writer.server.ts";
import type { ImportProgress } from "#app/server/import/import-runner.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { apiClient, importFixture } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startSecondInstance, startTestServer, type TestServer } from "#tests/setup/test-server.ts";

/** The product catalogue-300.xlsx updates (its brand and number), as it stood before the sheet. */
const updatedBySheet = {
  name: "Before the sheet",
  partNumber: "AC 417 000S",
  brandSlug: "mahle-behr",
  categorySlug: "compressor",
  description: "",
  image: null,
  rating: 1,
};

/** Stores that product and answers its id. */
async function seedProduct(server: TestServer): Promise<number> {
  await upsertProducts(server.database.db, [updatedBySheet]);
  const row = await server.database.db
    .selectFrom("products")
    .select("id")
    .where("part_key", "=", "AC417000S")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

// Two instances of the app on one PostgreSQL database, each with its own pools, import runner and
// writer's lock: two processes, as on two machines (decision 198).
describe.skipIf(!databaseKinds.includes("postgres"))("one writer of the catalogue across two processes", () => {
  let first: TestServer;
  let second: TestServer;
  let token: string;
  beforeEach(async () => {
    first = await startTestServer("postgres");
    second = await startSecondInstance(first);
    // Sessions are rows of the database: a token from one process is good on the other.
    token = await first.signIn();
  });
  afterEach(async () => {
    await second.close();
    await first.close();
  });
  const callFirst = apiClient(() => first.url);
  const callSecond = apiClient(() => second.url);

  it("refuses every other writer, on either process, with the 409 of the import another process runs", async () => {
    const id = await seedProduct(first);
    const importing: ImportProgress = {
      fileName: "supplier.xlsx",
      username: "priya",
      startedAt: "2026-12-07T06:30:00.000Z",
      dryRun: false,
      phase: "writing",
      rows: 50_000,
    };
    // A third process runs an import: it holds the writer's lock and says how far it has come.
    const third = openWriterLock(first.database.reopen.databaseUrl);
    const taken = await third.take(importing);
    if (!("held" in taken)) throw new Error("the third process should hold the writer");
    try {
      const refusals = [
        await callSecond("PATCH", `/api/products/${id}`, { token, json: { rating: 4 } }),
        await callFirst("PATCH", `/api/products/${id}`, { token, json: { rating: 4 } }),
        await callSecond("POST", "/api/products/status", { token, json: { ids: [id], status: "archived" } }),
        await callSecond("POST", "/api/brands", { token, json: { name: "Subros" } }),
        await callFirst("POST", "/api/imports/1/undo", { token }),
        await importFixture(callSecond, token),
      ];
      for (const refused of refusals) {
        expect(refused.status, refused.text).toBe(409);
        expect(refused.json.importInProgress).toEqual(importing);
        expect(refused.json.error).toMatch(
          /^Another import is under way: "supplier\.xlsx" by priya, started 06:30 UTC/,
        );
      }
    } finally {
      await taken.held.release();
      await third.close();
    }
    // Its import ended: the edit goes through, on either process.
    const saved = await callSecond("PATCH", `/api/products/${id}`, { token, json: { rating: 4 } });
    expect(saved.status, saved.text).toBe(200);
  });

  it("waits for another process's short write instead of refusing it", async () => {
    const id = await seedProduct(first);
    const third = openWriterLock(first.database.reopen.databaseUrl);
    const taken = await third.take();
    if (!("held" in taken)) throw new Error("the third process should hold the writer");
    const edit = callSecond("PATCH", `/api/products/${id}`, { token, json: { rating: 3 } });
    await taken.held.release();
    await third.close();
    expect((await edit).status).toBe(200);
  });

  it("never answers 500 to imports sent to both processes at once, and one of them is applied", async () => {
    const answers = await Promise.all([importFixture(callFirst, token), importFixture(callSecond, token)]);
    for (const answer of answers) {
      expect([200, 409], answer.text).toContain(answer.status);
      if (answer.status === 409)
        expect(answer.json.importInProgress).toMatchObject({ fileName: "catalogue-300.xlsx", username: "staff" });
    }
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    const history = await callFirst("GET", "/api/imports", { token });
    expect((history.json.imports as unknown[]).length).toBe(answers.filter((a) => a.status === 200).length);
  });

  it("never lets an edit on one process undo what an import on the other wrote", async () => {
    const id = await seedProduct(first);
    let uploaded = false;
    const upload = importFixture(callFirst, token).finally(() => {
      uploaded = true;
    });
    // The edit is sent once the import holds the catalogue's writer on the first process: its
    // progress is in the database (decision 198). Before that, an edit is simply the earlier writer,
    // and the import after it rightly writes over it. A sheet done before the look sees it done.
    const importHolds = async () =>
      (await sql<{ n: number }>`select count(*) as n from running_import`.execute(first.database.db)).rows[0]?.n;
    while (!uploaded && Number(await importHolds()) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const edit = await callSecond("PATCH", `/api/products/${id}`, { token, json: { rating: 5 } });
    expect((await upload).status).toBe(200);
    expect([200, 409]).toContain(edit.status);
    const product = await first.database.db
      .selectFrom("products")
      .select(["name", "rating"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    // The sheet's name stays whatever the edit's answer was; an edit answered 200 came after it.
    expect(product.name).not.toBe(updatedBySheet.name);
    if (edit.status === 200) expect(product.rating).toBe(5);
    else expect(edit.json.importInProgress).toMatchObject({ fileName: "catalogue-300.xlsx" });
  });
});
