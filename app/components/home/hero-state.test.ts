import { afterEach, beforeEach, expect, test, vi } from "vitest";
import {
  createHeroController,
  heroGoTo,
  heroProgress,
  heroRendersAlike,
  heroTick,
  initialHeroState,
  isHeroPaused,
} from "./hero-state.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function started() {
  const hero = createHeroController(4);
  hero.start();
  return hero;
}

test("nothing moves before start (the server render and first paint stay on slide 1)", () => {
  const hero = createHeroController(4);
  vi.advanceTimersByTime(10_000);
  expect(hero.getState().current).toBe(0);
  expect(heroProgress(hero.getState())).toBe(0);
});

test("progress climbs every 100 ms and the slide moves on after 4000 ms, wrapping to the first", () => {
  const hero = started();
  vi.advanceTimersByTime(99);
  expect(heroProgress(hero.getState())).toBe(0);
  vi.advanceTimersByTime(1);
  expect(heroProgress(hero.getState())).toBe(2.5);
  vi.advanceTimersByTime(1900);
  expect(heroProgress(hero.getState())).toBe(50);
  vi.advanceTimersByTime(1999);
  expect(hero.getState().current).toBe(0);
  vi.advanceTimersByTime(1);
  expect(hero.getState()).toMatchObject({ current: 1, elapsed: 0 });
  vi.advanceTimersByTime(3 * 4000);
  expect(hero.getState().current).toBe(0);
});

test("hovering a bar pauses, shows the preview after 150 ms; leaving resumes and hides it after 300 ms", () => {
  const hero = started();
  vi.advanceTimersByTime(1000);
  hero.hoverBar(2);
  expect(isHeroPaused(hero.getState())).toBe(true);
  expect(hero.getState()).toMatchObject({ hovered: 2, previewVisible: false });
  vi.advanceTimersByTime(149);
  expect(hero.getState().previewVisible).toBe(false);
  vi.advanceTimersByTime(1);
  expect(hero.getState().previewVisible).toBe(true);
  vi.advanceTimersByTime(10_000);
  expect(hero.getState()).toMatchObject({ current: 0, elapsed: 1000 });

  hero.hoverBar(3);
  expect(hero.getState()).toMatchObject({ hovered: 3, previewVisible: true });

  hero.leaveBars();
  expect(isHeroPaused(hero.getState())).toBe(false);
  vi.advanceTimersByTime(299);
  expect(hero.getState().previewVisible).toBe(true);
  vi.advanceTimersByTime(1);
  expect(hero.getState()).toMatchObject({ previewVisible: false, hovered: null, elapsed: 1300 });
  vi.advanceTimersByTime(2700);
  expect(hero.getState()).toMatchObject({ current: 1, elapsed: 0 });
});

test("a quick pass over a bar never shows the preview; coming back cancels the hiding", () => {
  const hero = started();
  hero.hoverBar(1);
  vi.advanceTimersByTime(100);
  hero.leaveBars();
  vi.advanceTimersByTime(1000);
  expect(hero.getState().previewVisible).toBe(false);

  hero.hoverBar(1);
  vi.advanceTimersByTime(150);
  hero.leaveBars();
  vi.advanceTimersByTime(200);
  hero.hoverBar(2);
  vi.advanceTimersByTime(1000);
  expect(hero.getState()).toMatchObject({ previewVisible: true, hovered: 2 });
});

test("clicking a bar jumps there and restarts the progress", () => {
  const hero = started();
  vi.advanceTimersByTime(2050);
  hero.goTo(3);
  expect(hero.getState()).toMatchObject({ current: 3, elapsed: 0 });
  vi.advanceTimersByTime(3999);
  expect(hero.getState().current).toBe(3);
  vi.advanceTimersByTime(1);
  expect(hero.getState().current).toBe(0);
});

test("arrows go previous and next with wrap-around and reset the progress", () => {
  const hero = started();
  vi.advanceTimersByTime(1500);
  hero.previous();
  expect(hero.getState()).toMatchObject({ current: 3, elapsed: 0 });
  hero.next();
  hero.next();
  expect(hero.getState()).toMatchObject({ current: 1, elapsed: 0 });
});

test("any hold stops auto-advance until every hold is released", () => {
  const hero = started();
  hero.hold("reducedMotion", true);
  hero.hold("hidden", true);
  vi.advanceTimersByTime(20_000);
  expect(hero.getState()).toMatchObject({ current: 0, elapsed: 0 });
  hero.hold("hidden", false);
  vi.advanceTimersByTime(20_000);
  expect(hero.getState().current).toBe(0);
  hero.hold("reducedMotion", false);
  vi.advanceTimersByTime(4000);
  expect(hero.getState().current).toBe(1);
});

test("stop clears every timer, and start resumes where it was", () => {
  const hero = started();
  vi.advanceTimersByTime(1000);
  hero.hoverBar(1);
  hero.stop();
  vi.advanceTimersByTime(10_000);
  expect(hero.getState()).toMatchObject({ elapsed: 1000, previewVisible: false });
  hero.leaveBars();
  hero.start();
  vi.advanceTimersByTime(3000);
  expect(hero.getState().current).toBe(1);
});

test("the transitions alone: a tick fills the bar, a full bar and a jump wrap round", () => {
  const last = heroGoTo(initialHeroState(4), -1);
  expect(last).toMatchObject({ current: 3, elapsed: 0 });
  expect(heroTick(last)).toMatchObject({ current: 3, elapsed: 100 });
  expect(heroTick({ ...last, elapsed: 3900 })).toMatchObject({ current: 0, elapsed: 0 });
});

test("a progress step renders like the state before it; a new slide, a hold or a preview does not", () => {
  const state = initialHeroState(4);
  expect(heroRendersAlike(state, heroTick(state))).toBe(true);
  expect(heroRendersAlike(state, heroGoTo(state, 1))).toBe(false);
  expect(heroRendersAlike(state, { ...state, holds: ["hover"] })).toBe(false);
  expect(heroRendersAlike(state, { ...state, hovered: 2, previewVisible: true })).toBe(false);
});
