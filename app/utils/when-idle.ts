/** How long a busy page may keep a deferred download waiting. */
const LATEST_MS = 4000;

/**
 * Runs `work` once the browser is idle after the page's load (requestIdleCallback, or a timeout
 * where a browser lacks it, as Safari does), so code wanted later is fetched without competing
 * with the first paint and hydration. Returns a function that cancels it, for an effect's cleanup.
 */
export function whenIdle(work: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(work, { timeout: LATEST_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(work, 200);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === "complete") {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancelIdle();
  };
}
