import {
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  SelectQueryNode,
  type UnknownRow,
} from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { productInput } from "#tests/setup/product-input.ts";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database.ts";
import { findProduct } from "./product-queries.server.ts";
import { upsertProducts } from "./product-writes.server.ts";

/** Records every SELECT from the products table a query builder runs, and whether it had a WHERE. */
class ProductReads implements KyselyPlugin {
  readonly unfiltered: string[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (SelectQueryNode.is(node) && !node.where && readsProducts(node)) this.unfiltered.push(JSON.stringify(node));
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

function readsProducts(node: SelectQueryNode): boolean {
  return (node.from?.froms ?? []).some((from: OperationNode) => JSON.stringify(from).includes('"products"'));
}

const catalogue = Array.from({ length: 40 }, (_, i) =>
  productInput({ name: `Stored compressor ${i}`, partNumber: `STORED-${i}` }),
);

describe.each(databaseKinds)("a write of a few products on %s", (kind) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await createTestDatabase(kind);
    await upsertProducts(database.db, catalogue);
  });
  afterEach(async () => {
    await database.dispose();
  });

  // Issue 42's growth bench: a 5,000-row write into a catalogue of a million read all million rows to
  // compare with, so each import cost what the catalogue held. It reads only the rows it names.
  it("reads only the products it names, never the whole table", async () => {
    const reads = new ProductReads();
    const summary = await upsertProducts(database.db.withPlugin(reads), [
      productInput({ name: "Stored compressor 3, renamed", partNumber: "STORED-3" }),
      productInput({ name: "Stored compressor 4", partNumber: "STORED-4" }),
      productInput({ name: "A new compressor", partNumber: "NEW-1" }),
    ]);
    expect(summary).toEqual({ created: 1, updated: 1, unchanged: 1 });
    expect(reads.unfiltered).toEqual([]);
    expect((await findProduct(database.db, "STORED-3", { prefer: "partNumber", brandSlug: "denso" }))?.name).toBe(
      "Stored compressor 3, renamed",
    );
    expect((await findProduct(database.db, "NEW-1", { prefer: "partNumber", brandSlug: "denso" }))?.name).toBe(
      "A new compressor",
    );
  });
});
