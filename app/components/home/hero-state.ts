import {
  type CarouselBase,
  type Controller,
  createCarouselEngine,
  createTimeout,
  type HoldReason,
  wrapIndex,
} from "#app/components/ui/autoplay.ts";
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_PREVIEW_HIDE_DELAY_MS,
  HERO_PREVIEW_SHOW_DELAY_MS,
  HERO_PROGRESS_TICK_MS,
} from "#app/content/home-timings.ts";

/** The spec's hero state: current slide, progress 0-100, paused flag, hovered bar, preview shown. */
export interface HeroState extends CarouselBase {
  count: number;
  current: number;
  /** Milliseconds the current slide has been shown (the progress bar is elapsed / auto-advance). */
  elapsed: number;
  /** How many times a slide's time has started afresh: the progress bar's animation restarts with it. */
  starts: number;
  /** The progress bar under the pointer, if any. */
  hovered: number | null;
  previewVisible: boolean;
}

export function heroProgress(state: HeroState): number {
  return Math.min(100, (state.elapsed / HERO_AUTO_ADVANCE_MS) * 100);
}

/** Two states that differ at most in the time shown render alike, but for the progress bar. */
export function heroRendersAlike(before: HeroState, after: HeroState): boolean {
  return (Object.keys(after) as (keyof HeroState)[]).every((key) => key === "elapsed" || before[key] === after[key]);
}

export function isHeroPaused(state: HeroState): boolean {
  return state.holds.length > 0;
}

export function initialHeroState(count: number): HeroState {
  return { count, current: 0, elapsed: 0, starts: 0, locked: false, holds: [], hovered: null, previewVisible: false };
}

/** Slide `index` (wrapping round), its time starting afresh. */
export function heroGoTo(state: HeroState, index: number): HeroState {
  return { ...state, current: wrapIndex(index, state.count), elapsed: 0, starts: state.starts + 1 };
}

/** One autoplay tick: the progress bar grows, and when it is full the next slide shows. */
export function heroTick(state: HeroState): HeroState {
  const elapsed = state.elapsed + HERO_PROGRESS_TICK_MS;
  return elapsed < HERO_AUTO_ADVANCE_MS ? { ...state, elapsed } : heroGoTo(state, state.current + 1);
}

export interface HeroController extends Controller<HeroState> {
  next(): void;
  previous(): void;
  goTo(index: number): void;
  /** The pointer entered a progress bar: pause, and show its thumbnail after a short delay. */
  hoverBar(index: number): void;
  /** The pointer left the bars: resume, and hide the thumbnail after a short delay. */
  leaveBars(): void;
  hold(reason: HoldReason, on: boolean): void;
}

/**
 * The hero on the carousel engine: autoplay ticks the progress bar every 100 ms (and moves on when
 * it is full), a move by hand starts the new slide's time afresh, and nothing locks.
 */
export function createHeroController(count: number): HeroController {
  const engine = createCarouselEngine<HeroState>({
    initial: initialHeroState(count),
    intervalMs: HERO_PROGRESS_TICK_MS,
    lockMs: 0,
    advance: heroTick,
  });
  const patch = (change: Partial<HeroState>) => engine.set({ ...engine.getState(), ...change });
  // Slides by hand, relative to the current one.
  const step = (by: number) => engine.move((state) => heroGoTo(state, state.current + by));
  const showTimer = createTimeout();
  const hideTimer = createTimeout();

  return {
    ...engine,
    stop() {
      engine.stop();
      showTimer.clear();
      hideTimer.clear();
    },
    next: () => step(1),
    previous: () => step(-1),
    goTo: (index) => step(index - engine.getState().current),
    hoverBar(index) {
      hideTimer.clear();
      engine.hold("hover", true);
      patch({ hovered: index });
      if (!engine.getState().previewVisible && !showTimer.pending) {
        showTimer.set(HERO_PREVIEW_SHOW_DELAY_MS, () => patch({ previewVisible: true }));
      }
    },
    leaveBars() {
      showTimer.clear();
      engine.hold("hover", false);
      hideTimer.set(HERO_PREVIEW_HIDE_DELAY_MS, () => patch({ previewVisible: false, hovered: null }));
    },
  };
}
