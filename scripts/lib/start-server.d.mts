import type { ChildProcess } from "node:child_process";
export function startProductionServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
  stdio?: "inherit" | "ignore" | "pipe";
}): Promise<{ child: ChildProcess; base: string; exited: Promise<number | null> }>;
