import type { FocusEvent } from "react";
import { type Controller, createState, createTicker, createTimeout, type HoldReason, withHold } from "./autoplay.ts";

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
 * The engine the home page's carousels share: a state store, autoplay that advances every
 * `intervalMs` while nothing holds it (hover, focus, a hidden tab, reduced motion, the visitor's
 * pause) and `canRun` allows, and the short lock after each change.
 */
export function createCarouselEngine<S extends CarouselBase>(options: {
  initial: S;
  intervalMs: number;
  lockMs: number;
  /** One autoplay step. */
  advance: (state: S) => S;
  /** Whether there is anywhere to go (more slides than fit). */
  canRun: (state: S) => boolean;
  /** Autoplay steps take the lock too (testimonials), or pass freely (categories). */
  autoplayLocks: boolean;
}): CarouselEngine<S> {
  const store = createState<S>(options.initial);
  let started = false;
  const shouldRun = () => started && store.getState().holds.length === 0 && options.canRun(store.getState());
  const unlock = createTimeout();

  const change = (update: (state: S) => S, lock: boolean): boolean => {
    const state = store.getState();
    if (state.locked) return false;
    const next = update(state);
    if (next === state) return false;
    store.setState(lock ? { ...next, locked: true } : next);
    if (lock) unlock.set(options.lockMs, () => store.setState({ ...store.getState(), locked: false }));
    return true;
  };
  const ticker = createTicker(options.intervalMs, () => change(options.advance, options.autoplayLocks));

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

/**
 * The hold handlers of a carousel's outer element: the pointer over it, or keyboard focus inside it,
 * holds autoplay (a pointer's click on a control focuses it too, but does not hold).
 */
export function holdHandlers(carousel: { hold(reason: HoldReason, on: boolean): void }) {
  return {
    onMouseEnter: () => carousel.hold("hover", true),
    onMouseLeave: () => carousel.hold("hover", false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if ((event.target as HTMLElement).matches(":focus-visible")) carousel.hold("focus", true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) carousel.hold("focus", false);
    },
  };
}

/**
 * The outer element of a carousel (APG carousel pattern: a group described as a carousel, labelled by
 * its section's heading), with the states the tests read and the hold handlers.
 */
export function carouselProps({
  carousel,
  labelledBy,
  testId,
  hydrated,
  index,
}: {
  carousel: { hold(reason: HoldReason, on: boolean): void };
  labelledBy: string;
  testId: string;
  hydrated: boolean;
  index: number;
}) {
  return {
    role: "group",
    "aria-roledescription": "carousel",
    "aria-labelledby": labelledBy,
    "data-testid": testId,
    "data-hydrated": hydrated ? "true" : "false",
    "data-index": index,
    ...holdHandlers(carousel),
  };
}
