import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readEnv } from "#app/server/env.server.ts";
import { indent, siteProxyConfig } from "./nginx.mjs";

describe("the nginx configuration docs/deploy.md shows", () => {
  it("is the one the fleet test runs (scripts/lib/nginx.mjs), word for word", () => {
    const deploy = readFileSync(path.resolve(import.meta.dirname, "../../docs/deploy.md"), "utf8");
    const { upstream, locations } = siteProxyConfig({ upstreams: ["10.0.0.11:3000", "10.0.0.12:3000"] });
    expect(deploy).toContain(upstream);
    expect(deploy).toContain(indent(locations, 2));
  });

  it("retries on the next process as decision 207 needs, and takes a failing one out passively", () => {
    const { upstream, locations } = siteProxyConfig({ upstreams: ["127.0.0.1:3000"] });
    expect(locations).toContain("proxy_next_upstream error timeout http_502 http_503;");
    expect(locations).toContain("proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;");
    expect(upstream).toContain("server 127.0.0.1:3000 max_fails=1 fail_timeout=5s;");
    // Shorter than the app's default drain: no idle kept-alive connection is left when the port closes.
    const idleSeconds = Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]);
    expect(idleSeconds).toBeLessThan(readEnv({}).SHUTDOWN_DRAIN_SECONDS);
  });
});
