import type { ChildProcess } from "node:child_process";
export function startProductionServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  stdio?: "inherit" | "ignore" | "pipe";
  /** Node's flags for the server process, before its script (--inspect=…, --max-old-space-size=…). */
  nodeArgs?: string[];
  /** How long it may take to answer /healthz (30 s unless told). */
  timeoutMs?: number;
}): Promise<{ child: ChildProcess; base: string; exited: Promise<number | null> }>;
