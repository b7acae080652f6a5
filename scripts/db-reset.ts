// `npm run db:reset`: replaces the catalogue with the bundled demo catalogue (in one
// transaction), in the database the configuration points at. Staff accounts are kept.
import { openDatabase } from "#app/server/db/database.server.ts";
import { resetToDemoCatalogue } from "#app/server/demo-catalogue.server.ts";
import { readEnv } from "#app/server/env.server.ts";

const env = readEnv();
const database = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
try {
  const count = await resetToDemoCatalogue(database.db);
  console.log(`The catalogue in ${database.location} now holds the ${count} demo products.`);
} finally {
  await database.close();
}
