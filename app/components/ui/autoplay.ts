import { type FocusEvent, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { afterNextPaint } from "#app/utils/after-next-paint.ts";

/**
 * The shared machinery of the home page's self-moving parts (slideshow, category carousel,
 * testimonials, counters): a tiny observable state, a repeating timer that only runs while nothing
 * holds it, and the React glue. The behaviour itself lives in plain controllers (see the
 * *-state.ts files next to this one) that the unit tests drive with fake timers.
 */

/** Why autoplay is held still: any one of them is enough. */
export type HoldReason = "hover" | "focus" | "touch" | "hidden" | "covered" | "reducedMotion" | "user";

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
 * (never on the server) and stop on unmount. `rendersAlike` says when two states render the same,
 * so a change nothing shows (the hero's 100 ms progress steps, which its bar animates between) does
 * not render the component: it then gets the earlier state object.
 */
export function useController<C extends Controller<unknown>>(
  create: () => C,
  rendersAlike?: (before: ReturnType<C["getState"]>, after: ReturnType<C["getState"]>) => boolean,
): [ReturnType<C["getState"]>, C] {
  type S = ReturnType<C["getState"]>;
  const [controller] = useState(create);
  const rendered = useRef<S | undefined>(undefined);
  const snapshot = () => {
    const state = controller.getState() as S;
    if (rendered.current !== undefined && rendersAlike?.(rendered.current, state)) return rendered.current;
    rendered.current = state;
    return state;
  };
  const state = useSyncExternalStore(controller.subscribe, snapshot, snapshot);
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

/**
 * `data-hydrated="true"` on the element the returned ref is given, once its component runs in the
 * browser, set on the element itself: useHydrated's state would render the whole component again
 * right after hydration, in the task that runs the page's effects (the hero: about 20 ms on the
 * slowed phone, in a task of 145, decision 166). Tests wait for the attribute before they act.
 */
export function useHydratedMark<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  useEffect(() => {
    ref.current?.setAttribute("data-hydrated", "true");
  }, []);
  return ref;
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

/** `selector` matched, or false where the browser does not know the selector (no popovers). */
function matchesIfKnown(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/**
 * True while a modal dialog covers the page: a native one (showModal) or a popover shown as one
 * (showAsModal in app/utils/after-next-paint.ts, which marks it aria-modal).
 */
function pageCovered(): boolean {
  for (const dialog of document.querySelectorAll("dialog")) {
    if (matchesIfKnown(dialog, ":modal")) return true;
    if (dialog.getAttribute("aria-modal") === "true" && matchesIfKnown(dialog, ":popover-open")) return true;
  }
  return false;
}

/**
 * Holds a controller still while the visitor prefers reduced motion, the tab is hidden, or a modal
 * dialog covers the page: nothing moves that nobody can see, or that somebody asked not to see
 * move. The search dialog over the home page is the case that counts (decision 166): the hero's
 * progress bar, moving behind the backdrop, kept the phone drawing a frame every 16 ms, and each
 * key typed in the dialog waited behind those frames for its own (the slowest key 180-540 ms on the
 * slowed phone, 40-90 ms with the hero still). A dialog's `toggle` event does not bubble, so it is
 * caught on its way down; the hold changes once the dialog's first frame is painted and the page is
 * idle (200 ms at most), so the carousel's render does not compete with the tap that opened it.
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
  useEffect(() => {
    let cancelPaint = () => {};
    let idle: number | undefined;
    const cancel = () => {
      cancelPaint();
      if (idle !== undefined) cancelIdleCallback(idle);
    };
    const apply = () => hold("covered", pageCovered());
    const update = () => {
      cancel();
      cancelPaint = afterNextPaint(() => {
        if (typeof requestIdleCallback === "function") idle = requestIdleCallback(apply, { timeout: 200 });
        else apply();
      });
    };
    update();
    document.addEventListener("toggle", update, true);
    document.addEventListener("close", update, true);
    return () => {
      cancel();
      document.removeEventListener("toggle", update, true);
      document.removeEventListener("close", update, true);
    };
  }, [hold]);
  return reduced;
}

// The carousel engine (the hero, the categories, the testimonials, the related products) lives here,
// beside the timers it is made of: the hero needs it on the home page's first load, and one module is
// one request and one compression window.

/** A slide index wrapped round into 0..count-1 (the loops of the hero and the testimonials). */
export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

/** What every carousel's state carries: a lock after each change, and the reasons autoplay waits. */
export interface CarouselBase {
  /** Changes are locked for a moment after each one, so quick clicks cannot skip past slides. */
  locked: boolean;
  holds: readonly HoldReason[];
}

export interface CarouselEngine<S extends CarouselBase> extends Controller<S> {
  start(): void;
  stop(): void;
  hold(reason: HoldReason, on: boolean): void;
  /**
   * A change by hand: refused while locked (or when `update` returns the same state), then locks
   * for `lockMs` and gives the new slide a full autoplay interval. Says whether it moved.
   */
  move(update: (state: S) => S): boolean;
  /** A change that is not a move (a resize): autoplay re-checks whether it may run. */
  set(state: S): void;
}

/**
 * The engine every carousel shares (the hero, the categories, the testimonials, the related
 * products): a state store, autoplay that advances every
 * `intervalMs` while nothing holds it (hover, focus, a hidden tab, reduced motion, the visitor's
 * pause) and `canRun` allows, and the short lock after each change.
 */
export function createCarouselEngine<S extends CarouselBase>(options: {
  initial: S;
  /** How often autoplay steps (the hero steps its progress bar, and moves on when it is full). */
  intervalMs: number;
  /** How long a change locks the next one out; 0 never locks (the hero, the related products). */
  lockMs: number;
  /** One autoplay step. */
  advance: (state: S) => S;
  /** Whether there is anywhere to go (more slides than fit); always, when left out. */
  canRun?: (state: S) => boolean;
  /** Autoplay steps take the lock too (testimonials), or pass freely (categories). */
  autoplayLocks?: boolean;
}): CarouselEngine<S> {
  const store = createState<S>(options.initial);
  let started = false;
  const canRun = options.canRun ?? (() => true);
  const shouldRun = () => started && store.getState().holds.length === 0 && canRun(store.getState());
  const unlock = createTimeout();

  const change = (update: (state: S) => S, locks: boolean): boolean => {
    const lock = locks && options.lockMs > 0;
    const state = store.getState();
    if (state.locked) return false;
    const next = update(state);
    if (next === state) return false;
    store.setState(lock ? { ...next, locked: true } : next);
    if (lock) unlock.set(options.lockMs, () => store.setState({ ...store.getState(), locked: false }));
    return true;
  };
  const ticker = createTicker(options.intervalMs, () => change(options.advance, options.autoplayLocks ?? false));

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      started = true;
      ticker.sync(shouldRun());
    },
    stop() {
      started = false;
      ticker.sync(false);
      unlock.clear();
      if (store.getState().locked) store.setState({ ...store.getState(), locked: false });
    },
    hold(reason, on) {
      const state = store.getState();
      const holds = withHold(state.holds, reason, on);
      if (holds !== state.holds) store.setState({ ...state, holds });
      ticker.sync(shouldRun());
    },
    move(update) {
      const moved = change(update, true);
      // A visitor's choice gets a full interval on screen before autoplay moves on.
      if (moved) ticker.restart(shouldRun());
      return moved;
    },
    set(state) {
      store.setState(state);
      ticker.sync(shouldRun());
    },
  };
}

/** Keyboard focus inside holds autoplay (a pointer's click on a control focuses it too, but does not hold). */
export function focusHoldHandlers(carousel: { hold(reason: HoldReason, on: boolean): void }) {
  return {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).matches(":focus-visible")) carousel.hold("focus", true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.hold("focus", false);
    },
  };
}
