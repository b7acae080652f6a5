import type { Env } from "#app/server/env.server.ts";

/** The site's public origin: PUBLIC_URL when set (behind a proxy or CDN), else the request's. */
export function siteOrigin(env: Pick<Env, "PUBLIC_URL">, url: URL): string {
  return env.PUBLIC_URL?.replace(/\/$/, "") ?? url.origin;
}
