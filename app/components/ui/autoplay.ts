import { useEffect, useState, useSyncExternalStore } from "react";

/**
 * The shared machinery of the home page's self-moving parts (slideshow, category carousel,
 * testimonials, counters): a tiny observable state, a repeating timer that only runs while nothing
 * holds it, and the React glue. The behaviour itself lives in plain controllers (see the
 * *-state.ts files next to this one) that the unit tests drive with fake timers.
 */

/** Why autoplay is held still: any one of them is enough. */
export type HoldReason = "hover" | "focus" | "touch" | "hidden" | "reducedMotion" | "user";

export interface Observable<S> {
  getState(): S;
  subscribe(listener: () => void): () => void;
}

/** A controller: observable state, plus start (timers may run) and stop (every timer cleared). */
export interface Controller<S> extends Observable<S> {
  start(): void;
  stop(): void;
}

export function createState<S>(initial: S) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    setState(next: S) {
      if (Object.is(next, state)) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** A repeating timer that runs only when told it should; restart() begins a fresh interval. */
export function createTicker(intervalMs: number, onTick: () => void) {
  let timer: ReturnType<typeof setInterval> | undefined;
  return {
    get running() {
      return timer !== undefined;
    },
    sync(shouldRun: boolean) {
      if (shouldRun && timer === undefined) timer = setInterval(onTick, intervalMs);
      if (!shouldRun && timer !== undefined) {
        clearInterval(timer);
        timer = undefined;
      }
    },
    restart(shouldRun: boolean) {
      this.sync(false);
      this.sync(shouldRun);
    },
  };
}

/** A one-shot timer that can be replaced or cancelled. */
export function createTimeout() {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    get pending() {
      return timer !== undefined;
    },
    set(ms: number, run: () => void) {
      this.clear();
      timer = setTimeout(() => {
        timer = undefined;
        run();
      }, ms);
    },
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}

export function withHold(holds: readonly HoldReason[], reason: HoldReason, on: boolean): readonly HoldReason[] {
  const has = holds.includes(reason);
  if (on === has) return holds;
  return on ? [...holds, reason] : holds.filter((held) => held !== reason);
}

/**
 * One controller per component instance, subscribed for rendering. Timers start after hydration
 * (never on the server) and stop on unmount.
 */
export function useController<C extends Controller<unknown>>(create: () => C): [ReturnType<C["getState"]>, C] {
  const [controller] = useState(create);
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState) as ReturnType<
    C["getState"]
  >;
  useEffect(() => {
    controller.start();
    return () => controller.stop();
  }, [controller]);
  return [state, controller];
}

/** False on the server and during hydration, true once the component runs in the browser. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** True when the visitor asked the system for less motion. False on the server and first render. */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * Holds a controller still while the visitor prefers reduced motion or the tab is hidden: nothing
 * moves that nobody can see, or that somebody asked not to see move.
 */
export function useSystemHolds(hold: (reason: HoldReason, on: boolean) => void): boolean {
  const reduced = usePrefersReducedMotion();
  useEffect(() => hold("reducedMotion", reduced), [hold, reduced]);
  useEffect(() => {
    const update = () => hold("hidden", document.visibilityState === "hidden");
    update();
    document.addEventListener("visibilitychange", update);
    return () => document.removeEventListener("visibilitychange", update);
  }, [hold]);
  return reduced;
}
