import { type Controller, createState, createTicker } from "#app/components/ui/autoplay.ts";
import { COUNTER_DURATION_MS, COUNTER_STEPS } from "#app/content/home-timings.ts";

export interface CounterState {
  value: number;
  /** The count has begun (it runs once per page view). */
  started: boolean;
  done: boolean;
}

/** The value shown after a number of steps: an even climb that lands exactly on the target. */
export function counterValue(target: number, stepsTaken: number, steps = COUNTER_STEPS): number {
  if (stepsTaken >= steps) return target;
  return Math.round((target * Math.max(0, stepsTaken)) / steps);
}

export interface CounterController extends Controller<CounterState> {
  /** Counts from 0 to the target over the set duration in equal steps; later calls do nothing. */
  run(): void;
  /** Shows the target at once (reduced motion). */
  finish(): void;
}

export function createCounterController(target: number): CounterController {
  const store = createState<CounterState>({ value: 0, started: false, done: false });
  let steps = 0;
  const ticker = createTicker(COUNTER_DURATION_MS / COUNTER_STEPS, () => {
    steps += 1;
    const done = steps >= COUNTER_STEPS;
    store.setState({ value: counterValue(target, steps), started: true, done });
    if (done) ticker.sync(false);
  });
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      // A count interrupted by an unmount picks up where it was on the next mount.
      const state = store.getState();
      if (state.started && !state.done) ticker.sync(true);
    },
    stop: () => ticker.sync(false),
    run() {
      if (store.getState().started) return;
      store.setState({ value: 0, started: true, done: false });
      ticker.sync(true);
    },
    finish() {
      ticker.sync(false);
      store.setState({ value: target, started: true, done: true });
    },
  };
}
