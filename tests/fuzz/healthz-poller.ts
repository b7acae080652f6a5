import http from "node:http";

interface Poll {
  start: number;
  end: number;
  ok: boolean;
}

const INTERVAL_MS = 20;

/**
 * Asks /healthz over and over while the fuzzer runs, each on a fresh connection, and keeps every
 * answer's time: a case that blocks the server's event loop shows as a slow poll overlapping it.
 */
export class HealthzPoller {
  readonly polls: Poll[] = [];
  #running = false;
  #loop: Promise<void> | undefined;
  #waiters = new Set<() => void>();
  readonly #port: number;

  constructor(port: number) {
    this.#port = port;
  }

  start(): void {
    this.#running = true;
    this.#loop = this.#run();
  }

  async stop(): Promise<void> {
    this.#running = false;
    await this.#loop;
  }

  async #run(): Promise<void> {
    while (this.#running) {
      const start = performance.now();
      const ok = await this.#poll();
      this.polls.push({ start, end: performance.now(), ok });
      for (const wake of this.#waiters) wake();
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  }

  #poll(): Promise<boolean> {
    return new Promise((resolve) => {
      const request = http.get(
        { host: "127.0.0.1", port: this.#port, path: "/healthz", agent: false, timeout: 30_000 },
        (response) => {
          response.resume();
          response.on("end", () => resolve(response.statusCode === 200));
        },
      );
      request.on("timeout", () => request.destroy());
      request.on("error", () => resolve(false));
    });
  }

  /** Waits until a poll that started after `time` has answered: every poll overlapping earlier is then in. */
  async settle(time: number, timeoutMs = 35_000): Promise<void> {
    const deadline = performance.now() + timeoutMs;
    while (!this.polls.some((poll) => poll.start >= time) && performance.now() < deadline) {
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.#waiters.delete(wake);
          resolve();
        };
        this.#waiters.add(wake);
        setTimeout(wake, 100);
      });
    }
  }

  /** The slowest poll that was in flight at any moment between `from` and `to` (ms; 0 when none). */
  slowestBetween(from: number, to: number): number {
    let slowest = 0;
    for (const poll of this.polls)
      if (poll.start <= to && poll.end >= from) slowest = Math.max(slowest, poll.end - poll.start);
    return slowest;
  }

  /** Figures over every poll: count, median, 99th percentile and maximum, in ms. */
  figures(): { polls: number; medianMs: number; p99Ms: number; maxMs: number; failed: number } {
    const times = this.polls
      .filter((poll) => poll.ok)
      .map((poll) => poll.end - poll.start)
      .sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round((times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0) * 10) / 10;
    return {
      polls: this.polls.length,
      medianMs: at(0.5),
      p99Ms: at(0.99),
      maxMs: at(1),
      failed: this.polls.length - times.length,
    };
  }
}
