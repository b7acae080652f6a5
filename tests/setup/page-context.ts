import type { Kysely } from "kysely";
import { RouterContextProvider } from "react-router";
import { appContext } from "#app/server/context.server.ts";
import type { Database } from "#app/server/db/schema.ts";
import { readEnv } from "#app/server/env.server.ts";
import { type FormLimits, formLimits } from "#app/server/limits/form-limits.server.ts";
import { memoryLimitStore } from "#app/server/limits/shared-limit.server.ts";

/**
 * What the host hands a page's loader or action (appContext) in a test: the database, the default
 * configuration, the visitor's address, and the enquiry and sign-up limits (a test server's
 * `forms`, so the page counts with its API; by default limits of its own, in memory).
 */
export function pageContext(
  db: Kysely<Database>,
  {
    clientAddress = "127.0.0.1",
    limits = formLimits(memoryLimitStore),
  }: { clientAddress?: string; limits?: FormLimits } = {},
): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(appContext, { db, env: readEnv({}), nonce: "", clientAddress, limits });
  return context;
}
