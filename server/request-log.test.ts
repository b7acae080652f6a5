import { afterEach, describe, expect, it } from "vitest";
import { logNodeWarnings, type ProcessLogger } from "./request-log.ts";

describe("logNodeWarnings", () => {
  const before = process.listeners("warning");
  afterEach(() => {
    process.removeAllListeners("warning");
    for (const listener of before) process.on("warning", listener);
  });

  it("turns Node's warnings into one warn line each, in place of Node's raw text", async () => {
    const lines: [string, Record<string, unknown> | undefined][] = [];
    const logger: ProcessLogger = { info() {}, error() {}, warn: (event, fields) => lines.push([event, fields]) };
    logNodeWarnings(logger);
    // Node's own printer was the only other listener: none is left to write raw text.
    expect(process.listeners("warning")).toHaveLength(1);
    process.emitWarning("The URL https://[::1/x is invalid.", { type: "DeprecationWarning", code: "DEP0170" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([
      ["node-warning", { name: "DeprecationWarning", code: "DEP0170", message: "The URL https://[::1/x is invalid." }],
    ]);
  });
});
