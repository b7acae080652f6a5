import express from "express";
import fc from "fast-check";
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

  it("keeps media in the data folder unless MEDIA_S3_BUCKET names a bucket, and checks the bucket's settings", () => {
    expect(readEnv({}).media).toEqual({ kind: "folder" });
    const bucket = {
      MEDIA_S3_BUCKET: "coolparts-media",
      AWS_REGION: "ap-south-1",
      AWS_ACCESS_KEY_ID: "AKIAEXAMPLE",
      AWS_SECRET_ACCESS_KEY: "secret",
    };
    expect(readEnv(bucket).media).toEqual({
      kind: "bucket",
      bucket: "coolparts-media",
      region: "ap-south-1",
      endpoint: undefined,
      forcePathStyle: false,
      credentials: { accessKeyId: "AKIAEXAMPLE", secretAccessKey: "secret" },
      publicUrl: undefined,
    });
    expect(
      readEnv({
        ...bucket,
        AWS_ENDPOINT_URL_S3: "http://127.0.0.1:4568",
        MEDIA_S3_FORCE_PATH_STYLE: "true",
        MEDIA_PUBLIC_URL: "https://cdn.example.com/media",
      }).media,
    ).toMatchObject({
      endpoint: "http://127.0.0.1:4568",
      forcePathStyle: true,
      publicUrl: "https://cdn.example.com/media/",
    });
    // No keys: the SDK's own chain (an instance role, a profile) provides them.
    expect(readEnv({ MEDIA_S3_BUCKET: "coolparts-media", AWS_REGION: "ap-south-1" }).media).toMatchObject({
      credentials: undefined,
    });
    expect(() => readEnv({ MEDIA_S3_BUCKET: "coolparts-media" })).toThrow(
      /AWS_REGION: is required with MEDIA_S3_BUCKET/,
    );
    expect(() => readEnv({ ...bucket, AWS_SECRET_ACCESS_KEY: "" })).toThrow(/set both or neither/);
    expect(() => readEnv({ ...bucket, MEDIA_S3_BUCKET: "Not_A_Bucket" })).toThrow(
      /MEDIA_S3_BUCKET: must be a bucket name/,
    );
    expect(() => readEnv({ ...bucket, AWS_ENDPOINT_URL_S3: "minio:9000" })).toThrow(/AWS_ENDPOINT_URL_S3/);
    expect(() => readEnv({ ...bucket, MEDIA_S3_FORCE_PATH_STYLE: "sometimes" })).toThrow(/MEDIA_S3_FORCE_PATH_STYLE/);
    expect(() => readEnv({ MEDIA_PUBLIC_URL: "https://cdn.example.com/" })).toThrow(
      /MEDIA_PUBLIC_URL: needs MEDIA_S3_BUCKET/,
    );
  });

  it("gives the render cache 64 MB unless told otherwise, and refuses a size that is not one", () => {
    expect(readEnv({}).RENDER_CACHE_MB).toBe(64);
    expect(readEnv({ RENDER_CACHE_MB: "0" }).RENDER_CACHE_MB).toBe(0);
    expect(() => readEnv({ RENDER_CACHE_MB: "lots" })).toThrow(/RENDER_CACHE_MB: must be a number of megabytes/);
    expect(() => readEnv({ RENDER_CACHE_MB: "-1" })).toThrow(/RENDER_CACHE_MB/);
  });

  it("drains 2 s and gives a stop 30 s unless told otherwise, and refuses times that are not some (decision 207)", () => {
    expect(readEnv({})).toMatchObject({ SHUTDOWN_DRAIN_SECONDS: 2, SHUTDOWN_TIMEOUT_SECONDS: 30 });
    expect(readEnv({ SHUTDOWN_DRAIN_SECONDS: "0", SHUTDOWN_TIMEOUT_SECONDS: "90" })).toMatchObject({
      SHUTDOWN_DRAIN_SECONDS: 0,
      SHUTDOWN_TIMEOUT_SECONDS: 90,
    });
    expect(() => readEnv({ SHUTDOWN_DRAIN_SECONDS: "soon" })).toThrow(
      /SHUTDOWN_DRAIN_SECONDS: must be a number of seconds/,
    );
    expect(() => readEnv({ SHUTDOWN_TIMEOUT_SECONDS: "0" })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS: must be 1 or more/);
  });

  it("budgets scan lookups per address and lets a network share ten addresses' budgets, unless told otherwise", () => {
    expect(readEnv({})).toMatchObject({ SCAN_LOOKUPS_PER_MINUTE: 120, NETWORK_BUDGET_FACTOR: 10 });
    expect(readEnv({ SCAN_LOOKUPS_PER_MINUTE: "30", NETWORK_BUDGET_FACTOR: "1" })).toMatchObject({
      SCAN_LOOKUPS_PER_MINUTE: 30,
      NETWORK_BUDGET_FACTOR: 1,
    });
    expect(() => readEnv({ SCAN_LOOKUPS_PER_MINUTE: "0" })).toThrow(/SCAN_LOOKUPS_PER_MINUTE: must be 1 or more/);
    expect(() => readEnv({ NETWORK_BUDGET_FACTOR: "1.5" })).toThrow(/NETWORK_BUDGET_FACTOR: must be a whole number/);
  });

  it("lets the environment override the site identity", () => {
    const env = readEnv({ SITE_EMAIL: "sales@example.in", SITE_WHATSAPP_NUMBER: "919999912345", SEED_DEMO: "false" });
    expect(env.site.email).toBe("sales@example.in");
    expect(env.site.whatsappNumber).toBe("919999912345");
    expect(env.SEED_DEMO).toBe(false);
    expect(() => readEnv({ SITE_EMAIL: "not an email" })).toThrow(/site email/);
  });

  it("reads TRUST_PROXY as Express means it, and refuses at start what Express cannot take", () => {
    expect(readEnv({}).TRUST_PROXY).toBe(false);
    expect(readEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(readEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
    // A number is hops to trust, not the address 0.0.0.1.
    expect(readEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    const lists = ["loopback", "loopback, 10.0.0.0/8", "192.168.1.7,::1/128", "10.0.0.0/255.0.0.0", "uniquelocal"];
    for (const value of lists) {
      const trust = readEnv({ TRUST_PROXY: value }).TRUST_PROXY;
      expect(Array.isArray(trust), value).toBe(true);
      // Whatever the schema lets through, Express takes without throwing.
      expect(() => express().set("trust proxy", trust), value).not.toThrow();
    }
    for (const value of ["yes", "10.0.0.0/33", "proxy.example.in", "loopback;10.0.0.1", "::1/129", "1.2.3.4/5/6"]) {
      expect(() => readEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: .* is not an address/);
    }
  });

  it("refuses a TRUST_PROXY range of every address by name, and a netmask that is none", () => {
    for (const value of ["0.0.0.0/0", "::/0", "loopback, 10.0.0.0/0", "10.0.0.0/0.0.0.0"]) {
      expect(() => readEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: .* is a range of every address/);
    }
    expect(() => readEnv({ TRUST_PROXY: "10.0.0.0/255.0.255.0" })).toThrow(/TRUST_PROXY: .* is not an address/);
    expect(readEnv({ TRUST_PROXY: "0.0.0.0/1" }).TRUST_PROXY).toEqual(["0.0.0.0/1"]);
  });

  it("lets through exactly the TRUST_PROXY entries Express takes, but a range of every address", () => {
    const octet = fc.integer({ min: 0, max: 255 });
    const ipv4 = fc.tuple(octet, octet, octet, octet).map((parts) => parts.join("."));
    const netmask = fc.integer({ min: 0, max: 32 }).chain((ones) =>
      fc.oneof(
        // A real mask of `ones` leading ones, or any four octets (most are no mask).
        fc.constant([24, 16, 8, 0].map((shift) => ((2 ** 32 - 2 ** (32 - ones)) / 2 ** shift) % 256).join(".")),
        ipv4,
      ),
    );
    const entry = fc.oneof(
      ipv4,
      fc.ipV6(),
      fc.tuple(ipv4, fc.integer({ min: 0, max: 40 })).map(([address, range]) => `${address}/${range}`),
      fc.tuple(fc.ipV6(), fc.integer({ min: 0, max: 140 })).map(([address, range]) => `${address}/${range}`),
      fc.tuple(ipv4, netmask).map(([address, mask]) => `${address}/${mask}`),
      fc.constantFrom("loopback", "linklocal", "uniquelocal"),
    );
    fc.assert(
      fc.property(entry, (value) => {
        const express4 = (() => {
          try {
            express().set("trust proxy", [value]);
            return "taken";
          } catch {
            return "refused";
          }
        })();
        const ours = (() => {
          try {
            readEnv({ TRUST_PROXY: value });
            return "taken";
          } catch (error) {
            return /range of every address/.test((error as Error).message) ? "every-address" : "refused";
          }
        })();
        // Express refuses a /0 range too; ours says why. Otherwise the two agree.
        const catchAll = /\/(0|0\.0\.0\.0)$/.test(value);
        expect(ours, value).toBe(catchAll ? "every-address" : express4);
      }),
      { numRuns: 2000 },
    );
  });

  it("trusts the configured number of proxies when told a number", () => {
    const app = express().set("trust proxy", readEnv({ TRUST_PROXY: "1" }).TRUST_PROXY);
    const trust = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
    expect(trust("203.0.113.9", 0)).toBe(true);
    expect(trust("203.0.113.9", 1)).toBe(false);
  });
});
