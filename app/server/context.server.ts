import type { Kysely } from "kysely";
import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "./db/schema.ts";
import type { Env } from "./env.server.ts";
import type { FormLimits } from "./limits/form-limits.server.ts";

/**
 * What the host hands every loader and action: the database, the checked configuration and the
 * request's CSP nonce. Loaders read it with `context.get(appContext)`, never from a global, which
 * keeps SQLite and PostgreSQL swappable and tests able to pass their own.
 */
export interface AppContext {
  db: Kysely<Database>;
  env: Env;
  /**
   * The request's CSP nonce; undefined when the page is rendered for the render cache, to be sent
   * to every visitor (its inline scripts are then allowed by hash, decision 056).
   */
  nonce: string | undefined;
  /**
   * The visitor's address for rate limits: the socket's peer, or what the configured trusted proxy
   * (TRUST_PROXY) reports. Never read X-Forwarded-For yourself: anyone can forge it.
   */
  clientAddress: string;
  /** The process's limits of enquiries and sign-ups, the API's too: both doors count together. */
  limits: FormLimits;
}

export const appContext = createContext<AppContext>();

export function getAppContext(context: Readonly<RouterContextProvider>): AppContext {
  return context.get(appContext);
}
