import { describe, expect, it } from "vitest";
import { claimCommit, claimStop, newCommitGate } from "./commit-gate.ts";

describe("the commit gate", () => {
  it("lets an import commit when shutdown has not stopped it, and then keeps shutdown waiting", () => {
    const gate = newCommitGate();
    expect(claimCommit(gate)).toBe(true);
    expect(claimStop(gate)).toBe(false);
  });

  it("never lets a stopped import commit", () => {
    const gate = newCommitGate();
    expect(claimStop(gate)).toBe(true);
    expect(claimCommit(gate)).toBe(false);
    // Asking again changes nothing: the import stays stopped.
    expect(claimStop(gate)).toBe(true);
  });
});
