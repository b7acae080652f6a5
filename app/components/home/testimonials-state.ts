import type { Controller, HoldReason } from "#app/components/ui/autoplay.ts";
import { createCarouselEngine, wrapIndex } from "#app/components/ui/autoplay.ts";
import { TESTIMONIAL_AUTOPLAY_MS, TESTIMONIAL_LOCK_MS } from "#app/content/home-timings.ts";

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
  const engine = createCarouselEngine<TestimonialsState>({
    initial: { count, index: 0, locked: false, holds: [] },
    intervalMs: TESTIMONIAL_AUTOPLAY_MS,
    lockMs: TESTIMONIAL_LOCK_MS,
    advance: (state) => to(state, state.index + 1),
    canRun: () => count > 1,
    autoplayLocks: true,
  });
  /** The state showing entry `target` (wrapping round), or the same state if it already does. */
  function to(state: TestimonialsState, target: number): TestimonialsState {
    const index = wrapIndex(target, count);
    return index === state.index ? state : { ...state, index };
  }
  const byHand = (target: number) => engine.move((state) => to(state, target));
  return {
    ...engine,
    next: () => byHand(engine.getState().index + 1),
    previous: () => byHand(engine.getState().index - 1),
    goTo: (index) => byHand(index),
  };
}
