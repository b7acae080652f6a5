import { isIP } from "node:net";
import express from "express";
import { z } from "zod";
import { defaultSiteIdentity, envOverrides, type SiteIdentity } from "#app/content/site.ts";
import { siteIdentitySchema } from "./site-identity.server.ts";

const booleanFromString = z
  .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

/** Whether Express takes the entry for "trust proxy"; its reading is the one that counts at start. */
function expressTakes(entry: string): boolean {
  try {
    express().set("trust proxy", [entry]);
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with one entry of a TRUST_PROXY list: Express (proxy-addr) takes an address, a CIDR
 * range, an IPv4 address with a netmask, or loopback, linklocal, uniquelocal, and throws a raw
 * TypeError at start for anything else, including addresses Node itself reads (`::1.2.3.4`): so the
 * check asks Express. A range of every address (`0.0.0.0/0`, `::/0`, a 0.0.0.0 netmask), which
 * Express refuses too, is named as such rather than read as `true` (decision 174).
 */
function proxyAddressProblem(entry: string): "not-an-address" | "every-address" | undefined {
  const [address = "", range] = entry.split("/");
  const family = isIP(address);
  if (family !== 0 && range !== undefined && (/^0+$/.test(range) || (family === 4 && range === "0.0.0.0"))) {
    return "every-address";
  }
  return expressTakes(entry) ? undefined : "not-an-address";
}

/**
 * Express's "trust proxy" from text: `true`/`false`, a number of hops, or a comma-separated list of
 * addresses, CIDR ranges and the names loopback, linklocal, uniquelocal. Express itself would take
 * "true" for an address (a TypeError at start) and "1" for the address 0.0.0.1 (trusting nobody).
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === "true" || value === "false") return value === "true";
    if (/^\d{1,3}$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const wrong = entries.filter((entry) => proxyAddressProblem(entry) === "not-an-address");
    const everyone = entries.filter((entry) => proxyAddressProblem(entry) === "every-address");
    if (wrong.length === 0 && everyone.length === 0) return entries;
    if (wrong.length > 0) {
      context.addIssue({
        code: "custom",
        message: `"${wrong.join('", "')}" is not an address, a CIDR range or loopback/linklocal/uniquelocal; use true, false, a number of hops, or a comma-separated list of those`,
      });
    }
    if (everyone.length > 0) {
      context.addIssue({
        code: "custom",
        message: `"${everyone.join('", "')}" is a range of every address, which would let any client claim any address; name the proxy's own addresses (loopback when it runs on this machine), or set true to trust every peer`,
      });
    }
    return z.NEVER;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number({ error: "must be a port number" }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL (leave it unset for SQLite)")
    .optional(),
  PUBLIC_URL: z.url({ error: "must be an absolute URL such as https://www.example.com" }).optional(),
  SEED_DEMO: booleanFromString.default(true),
  LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
  /** List calls without `limit` one address may make per minute (server/api/routes/products.ts). */
  WHOLE_LISTS_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .default(30),
  /** Searches one address may have rendered per minute; answers from the render cache are free (server/search-budget.ts). */
  SEARCHES_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .default(120),
  /** Label scanner lookups (GET /api/scan-lookup) one address may make per minute (server/fair-share.ts). */
  SCAN_LOOKUPS_PER_MINUTE: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .default(120),
  /**
   * How many addresses' budgets one network (an IPv4 /24, an IPv6 /48) shares for each expensive
   * public call: searches, scan lookups, whole lists (decision 171).
   */
  NETWORK_BUDGET_FACTOR: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be 1 or more")
    .max(100_000, "must be at most 100000")
    .default(10),
  /** Memory for the render cache of public pages, in megabytes; 0 turns it off (decision 055). */
  RENDER_CACHE_MB: z.coerce
    .number({ error: "must be a number of megabytes" })
    .min(0, "must be 0 (off) or more")
    .max(65_536, "must be at most 65536")
    .default(64),
  /** Whether what buyers look for is counted for the staff's Demand report (decision 120). */
  DEMAND_COUNTING: booleanFromString.default(true),
  /** Express "trust proxy": unset trusts nobody, so a forged X-Forwarded-For changes nothing. */
  TRUST_PROXY: trustProxySchema.default(false),
  /**
   * After SIGTERM, how long the process goes on answering while /healthz says draining, before it
   * closes its port (decision 207); 0 closes it at once.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(0, "must be 0 or more")
    .max(300, "must be at most 300")
    .default(2),
  /** After SIGTERM, when the process exits 1 whatever is still in flight (decision 207). */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .min(1, "must be 1 or more")
    .max(3600, "must be at most 3600")
    .default(30),
  /** The first administrator, created at start when there is none. */
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(12, "at least 12 characters").optional(),
});

/**
 * Where media live (decision 200): the data folder unless MEDIA_S3_BUCKET names a bucket, reached
 * with the AWS SDK's own variables. The SDK would read those itself; they are read here too so that
 * a wrong or missing one stops the start with a message instead of failing the first upload.
 */
const mediaStorageSchema = z
  .object({
    MEDIA_S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
      )
      .optional(),
    MEDIA_S3_FORCE_PATH_STYLE: booleanFromString.default(false),
    MEDIA_PUBLIC_URL: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL such as https://cdn.example.com/media/" })
      .optional(),
    AWS_REGION: z.string().trim().min(1).optional(),
    AWS_ACCESS_KEY_ID: z.string().optional(),
    AWS_SECRET_ACCESS_KEY: z.string().optional(),
    AWS_ENDPOINT_URL_S3: z
      .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL such as https://s3.example.com" })
      .optional(),
  })
  .superRefine((value, context) => {
    const problem = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (!value.MEDIA_S3_BUCKET) {
      // Without a bucket the photos are served by this process: a redirect would lead nowhere.
      if (value.MEDIA_PUBLIC_URL)
        problem("MEDIA_PUBLIC_URL", "needs MEDIA_S3_BUCKET: it is the bucket's public address");
      return;
    }
    if (!value.AWS_REGION)
      problem("AWS_REGION", "is required with MEDIA_S3_BUCKET (an S3-compatible service takes e.g. us-east-1)");
    if (Boolean(value.AWS_ACCESS_KEY_ID) !== Boolean(value.AWS_SECRET_ACCESS_KEY))
      problem("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY", "set both or neither (neither: the SDK's other sources)");
  })
  .transform((value): MediaStorage => {
    if (!value.MEDIA_S3_BUCKET || !value.AWS_REGION) return { kind: "folder" };
    const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = value;
    return {
      kind: "bucket",
      bucket: value.MEDIA_S3_BUCKET,
      region: value.AWS_REGION,
      endpoint: value.AWS_ENDPOINT_URL_S3,
      forcePathStyle: value.MEDIA_S3_FORCE_PATH_STYLE,
      credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
      publicUrl: value.MEDIA_PUBLIC_URL && withTrailingSlash(value.MEDIA_PUBLIC_URL),
    };
  });

/** The bucket's settings, from the environment; credentials absent means the SDK's default chain (a role, a profile). */
export interface MediaBucketSettings {
  kind: "bucket";
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Where a photo's address is redirected to, ending in "/", the object's key appended (a CDN). */
  publicUrl: string | undefined;
}

export type MediaStorage = { kind: "folder" } | MediaBucketSettings;

function withTrailingSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}

export type Env = z.infer<typeof envSchema> & { site: SiteIdentity; media: MediaStorage };

export class ConfigError extends Error {}

/**
 * Reads and checks the process configuration once at start. Every wrong variable is named with
 * what is expected, so a mistyped deployment fails at boot with a clear message.
 */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const given = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ""));
  const parsed = envSchema.safeParse(given);
  const media = mediaStorageSchema.safeParse(given);
  const problems: string[] = [parsed, media].flatMap((result) =>
    result.success ? [] : result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`),
  );

  let site = defaultSiteIdentity;
  for (const [name, apply] of Object.entries(envOverrides)) {
    const value = source[name];
    if (value) site = apply(site, value);
  }
  const siteCheck = siteIdentitySchema.safeParse(site);
  if (!siteCheck.success) {
    problems.push(...siteCheck.error.issues.map((issue) => `  site ${issue.path.join(".")}: ${issue.message}`));
  }

  if (parsed.success && Boolean(parsed.data.ADMIN_USERNAME) !== Boolean(parsed.data.ADMIN_PASSWORD)) {
    problems.push("  ADMIN_USERNAME and ADMIN_PASSWORD: set both or neither");
  }
  if (problems.length > 0 || !parsed.success || !media.success || !siteCheck.success) {
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  return { ...parsed.data, site: siteCheck.data, media: media.data };
}
