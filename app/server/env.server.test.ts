import { describe, expect, it } from "vitest";
import { ConfigError, readEnv } from "./env.server.ts";

describe("readEnv", () => {
  it("uses the embedded defaults on a fresh machine", () => {
    const env = readEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.site.address.city).toBe("Gurugram");
  });

  it("names every wrong variable", () => {
    expect(() => readEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", PUBLIC_URL: "nope" })).toThrow(ConfigError);
    try {
      readEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", SEED_DEMO: "maybe" });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT");
      expect(message).toContain("DATABASE_URL");
      expect(message).toContain("SEED_DEMO");
    }
  });

  it("gives the render cache 64 MB unless told otherwise, and refuses a size that is not one", () => {
    expect(readEnv({}).RENDER_CACHE_MB).toBe(64);
    expect(readEnv({ RENDER_CACHE_MB: "0" }).RENDER_CACHE_MB).toBe(0);
    expect(() => readEnv({ RENDER_CACHE_MB: "lots" })).toThrow(/RENDER_CACHE_MB: must be a number of megabytes/);
    expect(() => readEnv({ RENDER_CACHE_MB: "-1" })).toThrow(/RENDER_CACHE_MB/);
  });

  it("lets the environment override the site identity", () => {
    const env = readEnv({ SITE_EMAIL: "sales@example.in", SITE_WHATSAPP_NUMBER: "919999912345", SEED_DEMO: "false" });
    expect(env.site.email).toBe("sales@example.in");
    expect(env.site.whatsappNumber).toBe("919999912345");
    expect(env.SEED_DEMO).toBe(false);
    expect(() => readEnv({ SITE_EMAIL: "not an email" })).toThrow(/site email/);
  });
});
