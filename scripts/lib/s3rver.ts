// An S3-compatible server for tests and benchmarks: s3rver from the npm registry (a devDependency),
// started as a child process on a port the kernel picks, over a temporary directory removed at stop.
// Path-style addresses, keys S3RVER/S3RVER, one bucket made at start.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { MediaBucketSettings } from "#app/server/env.server.ts";

export interface RunningS3rver {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** The variables that point the app at this bucket (MEDIA_S3_BUCKET, AWS_*), for a process's env. */
  env: Record<string, string>;
  /** The same, as readEnv() reads them: for an app or store made in the test's own process. */
  settings: MediaBucketSettings;
  stop(): Promise<void>;
}

const S3RVER_BIN = path.join(
  path.dirname(createRequire(import.meta.url).resolve("s3rver/package.json")),
  "bin",
  "s3rver.js",
);

export async function startS3rver(bucket = "coolparts-media"): Promise<RunningS3rver> {
  const directory = mkdtempSync(path.join(tmpdir(), "coolparts-s3rver-"));
  const child = spawn(
    process.execPath,
    [
      S3RVER_BIN,
      "--directory",
      directory,
      "--address",
      "127.0.0.1",
      "--port",
      "0",
      "--silent",
      "--configure-bucket",
      bucket,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let port: number;
  try {
    port = await listeningPort(child);
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    MEDIA_S3_BUCKET: bucket,
    MEDIA_S3_FORCE_PATH_STYLE: "true",
    AWS_REGION: "us-east-1",
    AWS_ACCESS_KEY_ID: "S3RVER",
    AWS_SECRET_ACCESS_KEY: "S3RVER",
    AWS_ENDPOINT_URL_S3: endpoint,
  };
  return {
    endpoint,
    bucket,
    env,
    settings: {
      kind: "bucket",
      bucket,
      region: env.AWS_REGION,
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
      publicUrl: undefined,
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** s3rver prints "S3rver listening on <address>:<port>" once it listens, even with --silent. */
function listeningPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not start within 15 s:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on [^\s:]+:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}) before listening:\n${output}`));
    });
  });
}
