import type { Controller, HoldReason } from "#app/components/ui/autoplay.ts";
import { type CarouselBase, createCarouselEngine } from "#app/components/ui/autoplay.ts";
import { RELATED_AUTOPLAY_MS } from "#app/utils/timings.ts";

/**
 * The related products' track: `count` products, then copies of the first `visible` ones, so the
 * loop runs forward for ever; `track` is the first slide shown, from `count` on the copies show.
 */
export interface RelatedState extends CarouselBase {
  count: number;
  visible: number;
  track: number;
  /** Whether the track slides to `track` (false for the jump back from the copies). */
  animated: boolean;
  /** Where to slide once a jump without animation has been drawn (Previous from the first card). */
  queued: number | null;
}

export function initialRelatedState(count: number, visible = 3): RelatedState {
  return { count, visible, track: 0, animated: true, queued: null, locked: false, holds: [] };
}

/** Whether there are more products than fit, so the track loops (and shows its copies). */
export function relatedLoops(state: RelatedState): boolean {
  return state.count > state.visible;
}

/** The first slide shown (never past the copies). */
export function relatedFirst(state: RelatedState): number {
  return relatedLoops(state) ? Math.min(state.track, state.count) : 0;
}

/** The product the first slide shows: the current dot. */
export function relatedCurrent(state: RelatedState): number {
  return relatedFirst(state) % state.count;
}

function slideTo(state: RelatedState, track: number): RelatedState {
  return { ...state, animated: true, track };
}

/**
 * The slide after the current one. Normally the track has already jumped back from the copies; if it
 * has not (no transition ran in a hidden tab), it goes on from the original it shows.
 */
export function relatedNext(state: RelatedState): RelatedState {
  const { track, count } = state;
  return slideTo(state, (track >= count ? track - count : track) + 1);
}

/** Back one; from the first card, a jump without animation onto the copies, then a slide back. */
export function relatedPrevious(state: RelatedState): RelatedState {
  const first = relatedFirst(state);
  if (first > 0) return slideTo(state, first - 1);
  return { ...state, animated: false, track: state.count, queued: state.count - 1 };
}

/** Once the track has slid onto the copies: back to the originals they copy, without animation. */
export function relatedJumpBack(state: RelatedState): RelatedState {
  if (state.track < state.count) return state;
  return { ...state, animated: false, track: state.track - state.count };
}

/** Once a jump without animation has been drawn: animation on again, and any queued slide. */
export function relatedSettle(state: RelatedState): RelatedState {
  if (state.animated) return state;
  return { ...state, animated: true, track: state.queued ?? state.track, queued: null };
}

export interface RelatedController extends Controller<RelatedState> {
  next(): void;
  previous(): void;
  goTo(index: number): void;
  jumpBack(): void;
  settle(): void;
  resize(visible: number): void;
  hold(reason: HoldReason, on: boolean): void;
}

/** The related products on the carousel engine: a step every 3 s while it loops and nothing holds it. */
export function createRelatedController(count: number): RelatedController {
  const engine = createCarouselEngine<RelatedState>({
    initial: initialRelatedState(count),
    intervalMs: RELATED_AUTOPLAY_MS,
    lockMs: 0,
    advance: relatedNext,
    canRun: relatedLoops,
  });
  const update = (change: (state: RelatedState) => RelatedState) => engine.set(change(engine.getState()));
  return {
    ...engine,
    next: () => engine.move(relatedNext),
    previous: () => engine.move(relatedPrevious),
    goTo: (index) => engine.move((state) => slideTo(state, index)),
    jumpBack: () => update(relatedJumpBack),
    settle: () => update(relatedSettle),
    resize: (visible) => update((state) => (state.visible === visible ? state : { ...state, visible })),
  };
}
