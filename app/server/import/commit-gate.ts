/**
 * Who decides an import's end when the server stops: the import, by starting its commit, or the
 * shutdown, by stopping it first. One number shared by the runner and its worker thread, moved by
 * compare-and-swap, so exactly one of them wins: a stopped import never commits, and an import that
 * has begun to commit is waited for, never cut off with its rows written and its client told it failed.
 *
 * Node runs the worker's files directly, never through the Vite bundle, so this keeps to erasable TypeScript.
 */

const OPEN = 0;
const STOPPED = 1;
const COMMITTING = 2;

export type CommitGate = Int32Array<SharedArrayBuffer>;

/** A gate for one import; it reaches the worker shared (workerData), not copied. */
export function newCommitGate(): CommitGate {
  return new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
}

/** The worker, just before its commit: false when shutdown stopped the import first (roll back). */
export function claimCommit(gate: CommitGate): boolean {
  return Atomics.compareExchange(gate, 0, OPEN, COMMITTING) === OPEN;
}

/** Shutdown: true when the import is stopped (it will not commit), false when it is already committing. */
export function claimStop(gate: CommitGate): boolean {
  return Atomics.compareExchange(gate, 0, OPEN, STOPPED) !== COMMITTING;
}
