import type { Controller, HoldReason } from "#app/components/ui/autoplay.ts";
import { createCarouselEngine } from "#app/components/ui/autoplay.ts";
import {
  CATEGORY_AUTOPLAY_MS,
  CATEGORY_BREAKPOINTS,
  CATEGORY_CLICK_LOCK_MS,
  CATEGORY_WIDEST_SLIDES,
} from "#app/content/home-timings.ts";

/** Slides the category carousel shows at a viewport width: 1/2/3/4 below 640/768/1024/1280 px, else 6. */
export function slidesPerView(viewportWidth: number): number {
  return CATEGORY_BREAKPOINTS.find((step) => viewportWidth < step.below)?.slides ?? CATEGORY_WIDEST_SLIDES;
}

export interface CarouselState {
  count: number;
  visible: number;
  /** First visible slide. */
  index: number;
  /** Where autoplay goes next: it bounces between the two ends. */
  direction: 1 | -1;
  /** Previous and next are disabled for a moment after a click. */
  locked: boolean;
  holds: readonly HoldReason[];
}

export function lastIndex(state: Pick<CarouselState, "count" | "visible">): number {
  return Math.max(0, state.count - state.visible);
}

export function initialCarouselState(count: number, visible: number): CarouselState {
  return { count, visible, index: 0, direction: 1, locked: false, holds: [] };
}

/** One autoplay step: onwards in the current direction, turning round at either end. */
export function bounce(state: CarouselState): CarouselState {
  const last = lastIndex(state);
  if (last === 0) return state.index === 0 ? state : { ...state, index: 0 };
  let direction = state.direction;
  if (state.index + direction > last || state.index + direction < 0) direction = direction === 1 ? -1 : 1;
  return { ...state, index: state.index + direction, direction };
}

export function step(state: CarouselState, by: 1 | -1): CarouselState {
  const index = Math.min(lastIndex(state), Math.max(0, state.index + by));
  return { ...state, index, direction: by };
}

export interface CarouselController extends Controller<CarouselState> {
  next(): void;
  previous(): void;
  setVisible(visible: number): void;
  hold(reason: HoldReason, on: boolean): void;
}

export function createCarouselController(count: number, visible: number): CarouselController {
  const engine = createCarouselEngine({
    initial: initialCarouselState(count, visible),
    intervalMs: CATEGORY_AUTOPLAY_MS,
    lockMs: CATEGORY_CLICK_LOCK_MS,
    advance: bounce,
    canRun: (state) => lastIndex(state) > 0,
    autoplayLocks: false,
  });
  return {
    ...engine,
    next: () => engine.move((state) => step(state, 1)),
    previous: () => engine.move((state) => step(state, -1)),
    setVisible(nextVisible) {
      const state = engine.getState();
      if (state.visible === nextVisible) return;
      const resized = { ...state, visible: nextVisible };
      engine.set({ ...resized, index: Math.min(state.index, lastIndex(resized)) });
    },
  };
}
