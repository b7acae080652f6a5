import { sql } from "kysely";
import { beforeEach, describe, expect, it } from "vitest";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { seedDemoCatalogueIfEmpty } from "../demo-catalogue.server.ts";
import { wholeListInWorker } from "./catalogue-worker-thread.server.ts";

// A rolling upgrade (issue 42): the restarted process, a newer version, migrated the database while
// this one still serves. Its worker threads open the database without migrating it: this version's
// migrator would refuse a migration it does not know ("corrupted migrations"), and the whole list,
// the export and every import would fail until this process is restarted too.
describe.each(databaseKinds)("a worker on a database a newer version migrated, on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await seedDemoCatalogueIfEmpty(database.db);
    await sql`insert into kysely_migration (name, timestamp) values ('9999-from-a-newer-version', ${new Date().toISOString()})`.execute(
      database.db,
    );
  });

  it("still answers the whole list", async () => {
    const list = await wholeListInWorker(database.reopen, {});
    const body = JSON.parse(list.body.toString("utf8")) as { success: boolean; products: unknown[] };
    expect(body.success).toBe(true);
    expect(body.products.length).toBeGreaterThan(200);
  });
});
