// Peak memory of one import of a sheet bomb (issue 24, item 8): a small .xlsx that inflates to
// hundreds of megabytes, with three faults a row. Prints, asserts nothing. Run it with
//   npx node scripts/bench/sheet-bomb-memory.ts [rows] [descriptionLength]
// (default 99,000 rows of 3,000-byte descriptions: ~1.8 MB on the wire, ~300 MB inflated). The
// import runs in a fresh child process, as the server runs it (the import worker and its sheet
// reader are threads of that process), so the peak resident size (VmHWM) is the import's own.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "#app/server/db/database.server.ts";
import { ImportRunner } from "#app/server/import/import-runner.server.ts";
import { sheetBomb } from "#tests/setup/sheet-bomb.ts";

function peakResidentMegabytes(): number {
  const line = readFileSync("/proc/self/status", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmHWM:"));
  return Math.round(Number(line?.replace(/\D+/g, "") ?? 0) / 1024);
}

async function measure(file: string, dataDir: string) {
  const database = await openDatabase({ dataDir });
  await database.close();
  const runner = new ImportRunner({ dataDir });
  const started = performance.now();
  const outcome = await runner.run(readFileSync(file), {
    dryRun: true,
    history: { adminId: null, username: "bench", fileName: "bomb.xlsx" },
  });
  const seconds = (performance.now() - started) / 1000;
  const lists = JSON.parse(new TextDecoder().decode(outcome.lists)) as { errors?: unknown[] };
  const answer = outcome.ok ? "" : outcome.error;
  console.log(
    JSON.stringify({
      seconds: Number(seconds.toFixed(1)),
      peakRssMb: peakResidentMegabytes(),
      answerBytes: outcome.lists.byteLength,
      errorsListed: lists.errors?.length ?? 0,
      errorCount: "errorCount" in outcome ? outcome.errorCount : undefined,
      answer,
    }),
  );
}

const [mode, ...rest] = process.argv.slice(2);
if (mode === "--measure") {
  const [file, dataDir] = rest as [string, string];
  await measure(file, dataDir);
} else {
  const rows = Number(mode ?? 99_000);
  const descriptionLength = Number(rest[0] ?? 3_000);
  const dir = mkdtempSync(path.join(tmpdir(), "sheet-bomb-"));
  try {
    const file = path.join(dir, "bomb.xlsx");
    const bomb = sheetBomb({ rows, descriptionLength });
    writeFileSync(file, bomb);
    const inflatedMb = Math.round((rows * (descriptionLength + 170)) / 1024 / 1024);
    console.log(
      `bomb: ${rows} rows, ${(bomb.length / 1024 / 1024).toFixed(1)} MB on the wire, ~${inflatedMb} MB inflated`,
    );
    const output = execFileSync(process.execPath, [import.meta.filename, "--measure", file, path.join(dir, "data")], {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    console.log(output.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
