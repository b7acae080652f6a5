// Run by the crash-safety test as a separate process: imports `count` generated products into the
// SQLite database in DATA_DIR in one transaction, printing "start" just before the transaction.
import { openDatabase } from "#app/server/db/database.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";

const [dataDir, countArg, tag] = process.argv.slice(2);
const database = await openDatabase({ dataDir: dataDir ?? "" });
const rows = Array.from({ length: Number(countArg) }, (_, i) => ({
  name: `Crash test product ${tag} ${i}`,
  partNumber: `CRASH-${tag}-${i}`,
  brandSlug: "denso",
  categorySlug: "compressor",
  description: "Written by the crash-safety test.",
  image: null,
  rating: null,
}));
process.stdout.write("start\n");
await upsertProducts(database.db, rows);
process.stdout.write("done\n");
await database.close();
