// `npm run bench -- import-memory`: the production server's resident memory around the import of a
// large valid sheet (issue 41, item 12: 92,563 rows inflating to about 131 MB, in the shape of
// tests/setup/sheet-bomb.ts, generated here and never written to the repository). For its import on
// a fresh server, then a check (dry run) of it and its import again, it prints the process's
// resident size before (after a garbage collection), its peak during (VmHWM, reset before each),
// and after it (5 and 35 seconds later, each after a collection on the main thread through the
// inspector). The goal: within 100 MB of before (decision 179). Prints, asserts nothing.
// `-- import-memory --rows=N` for another size.
import { readFileSync, writeFileSync } from "node:fs";
import { sheetBomb } from "../../tests/setup/sheet-bomb.ts";
import { buildIfNeeded } from "../build-if-needed.mjs";
import { freePort } from "../lib/free-port.mjs";
import { startProductionServer } from "../lib/start-server.mjs";
import { benchStaffEnv, benchStaffToken } from "./bench-staff.ts";

const ROWS = 92_563;
/** Each row's description, so that the sheet's XML inflates to about 131 MB (within the 128 MiB limit). */
const DESCRIPTION_LENGTH = 1_115;
/** When the resident size is read after each run: after a few seconds, and once the import's thread has surely ended. */
const SETTLE_AFTER_MS = [5_000, 35_000];

/** A figure of /proc/<pid>/status in megabytes ("VmRSS", "VmHWM"). */
function statusMegabytes(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${field}:`));
  return Math.round(Number(line?.replace(/\D+/g, "") ?? 0) / 1024);
}

/** Starts the peak resident size (VmHWM) over from the current size (Linux: clear_refs 5). */
function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, "5");
}

/** A full garbage collection of the server's main thread, through its inspector (DevTools protocol). */
async function collectGarbage(inspectPort: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error("the server's inspector lists no target");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  const answered = new Promise((resolve) => socket.addEventListener("message", resolve, { once: true }));
  socket.send(JSON.stringify({ id: 1, method: "HeapProfiler.collectGarbage" }));
  await answered;
  socket.close();
}

interface Figures {
  beforeMb: number;
  peakMb: number;
  /** At each of SETTLE_AFTER_MS. */
  settledMb: number[];
  seconds: number;
  answer: string;
}

export async function benchImportMemory(dataDir: string) {
  buildIfNeeded();
  const rowsArgument = process.argv.find((arg) => arg.startsWith("--rows="));
  const rows = rowsArgument ? Number(rowsArgument.split("=")[1]) : ROWS;
  const sheet = sheetBomb({ rows, descriptionLength: DESCRIPTION_LENGTH, valid: true });
  const inflatedMb = (rows * (DESCRIPTION_LENGTH + 300)) / 1e6;
  const inspectPort = await freePort();
  const server = await startProductionServer({
    dataDir,
    port: await freePort(),
    env: { SEED_DEMO: "false", ...benchStaffEnv },
    stdio: "ignore",
    nodeArgs: [`--inspect=127.0.0.1:${inspectPort}`],
  });
  const pid = server.child.pid as number;
  try {
    const token = await benchStaffToken(server.base);
    const residentAfterGc = async () => {
      await collectGarbage(inspectPort);
      return statusMegabytes(pid, "VmRSS");
    };
    /** The resident size at each of SETTLE_AFTER_MS, each after a collection. */
    const settling = async () => {
      const started = performance.now();
      const figures: number[] = [];
      for (const after of SETTLE_AFTER_MS) {
        await new Promise((resolve) => setTimeout(resolve, after - (performance.now() - started)));
        figures.push(await residentAfterGc());
      }
      return figures;
    };
    const measure = async (dryRun: boolean): Promise<Figures> => {
      const beforeMb = await residentAfterGc();
      resetPeak(pid);
      const form = new FormData();
      form.append("excel", new Blob([new Uint8Array(sheet)]), "large.xlsx");
      const started = performance.now();
      const response = await fetch(`${server.base}/api/upload-excel${dryRun ? "?dryRun=1" : ""}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const body = (await response.json()) as { message?: string; error?: string; rows?: number };
      const seconds = (performance.now() - started) / 1000;
      const peakMb = statusMegabytes(pid, "VmHWM");
      return {
        beforeMb,
        peakMb,
        settledMb: await settling(),
        seconds,
        answer: `${response.status} ${body.error ?? body.message ?? ""} (${body.rows ?? 0} rows)`,
      };
    };
    console.log(
      `\nImport memory: ${rows.toLocaleString("en")} rows, ${(sheet.length / 1e6).toFixed(1)} MB on the wire, ~${inflatedMb.toFixed(0)} MB inflated`,
    );
    console.log(
      `  (resident size of the server process; after = ${SETTLE_AFTER_MS.map((ms) => `${ms / 1000} s`).join(" and ")} and a GC of the main thread)`,
    );
    // The import on a fresh server; then the staff's usual pair, a check and the import after it
    // (of the same rows, now unchanged: read and checked in full, nothing written).
    for (const [label, dryRun] of [
      ["import", false],
      ["check (dry run)", true],
      ["import again", false],
    ] as const) {
      const { beforeMb, peakMb, settledMb, seconds, answer } = await measure(dryRun);
      const after = settledMb.map((mb) => `${mb} MB (${mb - beforeMb >= 0 ? "+" : ""}${mb - beforeMb})`).join(", ");
      console.log(
        `  ${label.padEnd(16)} before ${beforeMb} MB, peak ${peakMb} MB, after ${after}, ${seconds.toFixed(1)} s: ${answer}`,
      );
    }
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
  }
}
