import {
  type Controller,
  createState,
  createTicker,
  createTimeout,
  type HoldReason,
  withHold,
} from "#app/components/ui/autoplay.ts";
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_PREVIEW_HIDE_DELAY_MS,
  HERO_PREVIEW_SHOW_DELAY_MS,
  HERO_PROGRESS_TICK_MS,
} from "#app/content/home-timings.ts";

/** The spec's hero state: current slide, progress 0-100, paused flag, hovered bar, preview shown. */
export interface HeroState {
  count: number;
  current: number;
  /** Milliseconds the current slide has been shown (the progress bar is elapsed / auto-advance). */
  elapsed: number;
  holds: readonly HoldReason[];
  /** The progress bar under the pointer, if any. */
  hovered: number | null;
  previewVisible: boolean;
}

export function heroProgress(state: HeroState): number {
  return Math.min(100, (state.elapsed / HERO_AUTO_ADVANCE_MS) * 100);
}

export function isHeroPaused(state: HeroState): boolean {
  return state.holds.length > 0;
}

export function wrapIndex(index: number, count: number): number {
  return ((index % count) + count) % count;
}

export function initialHeroState(count: number): HeroState {
  return { count, current: 0, elapsed: 0, holds: [], hovered: null, previewVisible: false };
}

export type HeroAction =
  | { type: "tick" }
  | { type: "goTo"; index: number }
  | { type: "next" }
  | { type: "previous" }
  | { type: "hold"; reason: HoldReason; on: boolean }
  | { type: "hover"; index: number }
  | { type: "showPreview" }
  | { type: "leave" }
  | { type: "hidePreview" };

/** Pure transitions; the controller below adds the timers. */
export function heroReducer(state: HeroState, action: HeroAction): HeroState {
  switch (action.type) {
    case "tick": {
      const elapsed = state.elapsed + HERO_PROGRESS_TICK_MS;
      if (elapsed < HERO_AUTO_ADVANCE_MS) return { ...state, elapsed };
      return { ...state, current: wrapIndex(state.current + 1, state.count), elapsed: 0 };
    }
    case "goTo":
      return { ...state, current: wrapIndex(action.index, state.count), elapsed: 0 };
    case "next":
      return { ...state, current: wrapIndex(state.current + 1, state.count), elapsed: 0 };
    case "previous":
      return { ...state, current: wrapIndex(state.current - 1, state.count), elapsed: 0 };
    case "hold": {
      const holds = withHold(state.holds, action.reason, action.on);
      return holds === state.holds ? state : { ...state, holds };
    }
    case "hover":
      return { ...state, hovered: action.index, holds: withHold(state.holds, "hover", true) };
    case "showPreview":
      return state.hovered === null ? state : { ...state, previewVisible: true };
    case "leave":
      return { ...state, holds: withHold(state.holds, "hover", false) };
    case "hidePreview":
      return { ...state, previewVisible: false, hovered: null };
  }
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

export function createHeroController(count: number): HeroController {
  const store = createState(initialHeroState(count));
  let started = false;
  const dispatch = (action: HeroAction) => {
    store.setState(heroReducer(store.getState(), action));
    ticker.sync(started && !isHeroPaused(store.getState()));
  };
  const ticker = createTicker(HERO_PROGRESS_TICK_MS, () => dispatch({ type: "tick" }));
  const showTimer = createTimeout();
  const hideTimer = createTimeout();
  // A manual move starts the new slide's time afresh, so the next tick is a full interval away.
  const move = (action: HeroAction) => {
    dispatch(action);
    ticker.restart(started && !isHeroPaused(store.getState()));
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    start() {
      started = true;
      ticker.sync(!isHeroPaused(store.getState()));
    },
    stop() {
      started = false;
      ticker.sync(false);
      showTimer.clear();
      hideTimer.clear();
    },
    next: () => move({ type: "next" }),
    previous: () => move({ type: "previous" }),
    goTo: (index) => move({ type: "goTo", index }),
    hoverBar(index) {
      hideTimer.clear();
      dispatch({ type: "hover", index });
      if (!store.getState().previewVisible && !showTimer.pending) {
        showTimer.set(HERO_PREVIEW_SHOW_DELAY_MS, () => dispatch({ type: "showPreview" }));
      }
    },
    leaveBars() {
      showTimer.clear();
      dispatch({ type: "leave" });
      hideTimer.set(HERO_PREVIEW_HIDE_DELAY_MS, () => dispatch({ type: "hidePreview" }));
    },
    hold: (reason, on) => dispatch({ type: "hold", reason, on }),
  };
}
