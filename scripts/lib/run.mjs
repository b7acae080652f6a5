import { spawnSync } from "node:child_process";

/** Runs a command with inherited output; returns its exit status (signals count as failure). */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}
