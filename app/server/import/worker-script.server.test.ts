import path from "node:path";
import { describe, expect, it } from "vitest";
import { workerScriptPath } from "./worker-script.server.ts";

describe("workerScriptPath", () => {
  it("finds a worker from the sources and from the production bundle's folder", () => {
    const root = path.resolve(".");
    const worker = path.join("app", "server", "import", "xlsx-worker.ts");
    const expected = path.join(root, worker);
    expect(workerScriptPath(worker)).toBe(expected);
    expect(workerScriptPath(worker, path.join(root, "build/server"))).toBe(expected);
  });
});
