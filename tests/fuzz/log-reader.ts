import type { ChildProcess } from "node:child_process";

/** One line the server wrote, parsed when it is JSON. */
export interface LogLine {
  stream: "stdout" | "stderr";
  raw: string;
  json: Record<string, unknown> | undefined;
}

export interface RequestLine {
  method: string;
  path: string;
  status: number;
}

/** The fields of a `request` line (server/request-log.ts), or undefined for any other line. */
export function requestLine(line: LogLine): RequestLine | undefined {
  const json = line.json;
  if (json?.event !== "request") return undefined;
  return { method: String(json.method), path: String(json.path), status: Number(json.status) };
}

/**
 * Collects the server's stdout and stderr as lines, across restarts, and lets a case wait for the
 * line its request should have written.
 */
export class LogReader {
  readonly lines: LogLine[] = [];
  #waiters = new Set<() => void>();

  attach(child: ChildProcess): void {
    for (const stream of ["stdout", "stderr"] as const) {
      let pending = "";
      child[stream]?.setEncoding("utf8");
      child[stream]?.on("data", (chunk: string) => {
        pending += chunk;
        const parts = pending.split("\n");
        pending = parts.pop() ?? "";
        for (const raw of parts) if (raw.trim()) this.#push(stream, raw);
      });
      child[stream]?.on("end", () => {
        if (pending.trim()) this.#push(stream, pending);
      });
    }
  }

  #push(stream: LogLine["stream"], raw: string): void {
    let json: Record<string, unknown> | undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) json = parsed as Record<string, unknown>;
    } catch {}
    this.lines.push({ stream, raw, json });
    for (const wake of this.#waiters) wake();
  }

  mark(): number {
    return this.lines.length;
  }

  since(from: number): LogLine[] {
    return this.lines.slice(from);
  }

  /** Waits until a request line matching `expected` is written after `from`; false after `timeoutMs`. */
  async waitForRequest(expected: RequestLine, from: number, timeoutMs: number): Promise<boolean> {
    const found = () =>
      this.since(from).some((line) => {
        const fields = requestLine(line);
        return fields?.method === expected.method && fields.path === expected.path && fields.status === expected.status;
      });
    const deadline = Date.now() + timeoutMs;
    while (!found()) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.#waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, left);
        this.#waiters.add(wake);
      });
    }
    return true;
  }
}
