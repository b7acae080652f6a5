import {
  type Controller,
  createState,
  createTicker,
  createTimeout,
  type HoldReason,
  withHold,
} from "#app/components/ui/autoplay.ts";
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_LOCK_MS } from "#app/content/home-timings.ts";
import { wrapIndex } from "./hero-state.ts";

export interface TestimonialsState {
  count: number;
  index: number;
  /** A change is locked for a moment after each one, so quick clicks cannot skip past entries. */
  locked: boolean;
  holds: readonly HoldReason[];
}

export interface TestimonialsController extends Controller<TestimonialsState> {
  next(): void;
  previous(): void;
  goTo(index: number): void;
  hold(reason: HoldReason, on: boolean): void;
}

export function createTestimonialsController(count: number): TestimonialsController {
  const store = createState<TestimonialsState>({ count, index: 0, locked: false, holds: [] });
  let started = false;
  const shouldRun = () => started && store.getState().holds.length === 0 && count > 1;
  const unlock = createTimeout();

  /** Every change, by autoplay or by hand, goes through here and takes the lock. */
  const change = (target: number): boolean => {
    const state = store.getState();
    const index = wrapIndex(target, count);
    if (state.locked || index === state.index) return false;
    store.setState({ ...state, index, locked: true });
    unlock.set(TESTIMONIAL_LOCK_MS, () => store.setState({ ...store.getState(), locked: false }));
    return true;
  };
  const ticker = createTicker(TESTIMONIAL_AUTOPLAY_MS, () => change(store.getState().index + 1));
  // A visitor's choice gets a full interval on screen before autoplay moves on.
  const byHand = (target: number) => {
    if (change(target)) ticker.restart(shouldRun());
  };

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
    next: () => byHand(store.getState().index + 1),
    previous: () => byHand(store.getState().index - 1),
    goTo: (index) => byHand(index),
    hold(reason, on) {
      const state = store.getState();
      const holds = withHold(state.holds, reason, on);
      if (holds !== state.holds) store.setState({ ...state, holds });
      ticker.sync(shouldRun());
    },
  };
}
