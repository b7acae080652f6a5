/**
 * Requests at a steady pace: `clients` loops, each sending the next of `requests` in turn and
 * pausing `pauseMs` between them, until `until()` says stop. Every answer that is not a 200, and
 * every request that failed outright, is kept with its time, method and path: a rolling restart must
 * leave none.
 */
export type TrafficRequest =
  | string
  | { method: string; path: string; headers?: Record<string, string>; body?: (turn: number) => string };

export interface TrafficResult {
  total: number;
  failures: string[];
}

export async function steadyTraffic(
  base: string,
  requests: readonly TrafficRequest[],
  { clients, pauseMs, until }: { clients: number; pauseMs: number; until: () => boolean },
): Promise<TrafficResult> {
  const started = Date.now();
  let total = 0;
  const failures: string[] = [];
  const client = async (offset: number) => {
    for (let turn = offset; !until(); turn++) {
      const next = requests[turn % requests.length] ?? "/";
      const { method, path, headers, body } = typeof next === "string" ? { method: "GET", path: next } : next;
      const at = `${((Date.now() - started) / 1000).toFixed(1)} s ${method} ${path}`;
      try {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { "accept-encoding": "br, gzip", ...headers },
          body: body?.(turn),
        });
        await response.arrayBuffer();
        if (response.status !== 200) failures.push(`${at}: ${response.status}`);
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        failures.push(`${at}: ${cause?.code ?? cause?.message ?? String(error)}`);
      }
      total++;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return { total, failures };
}
