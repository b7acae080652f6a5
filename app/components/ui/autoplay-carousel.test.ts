import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { type CarouselBase, createCarouselEngine } from "./autoplay.ts";

interface CountState extends CarouselBase {
  index: number;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function engine(options: { lockMs?: number; autoplayLocks?: boolean; canRun?: (state: CountState) => boolean } = {}) {
  const carousel = createCarouselEngine<CountState>({
    initial: { index: 0, locked: false, holds: [] },
    intervalMs: 1000,
    lockMs: options.lockMs ?? 500,
    advance: (state) => ({ ...state, index: state.index + 1 }),
    canRun: options.canRun,
    autoplayLocks: options.autoplayLocks,
  });
  carousel.start();
  return carousel;
}
const forward = (state: CountState) => ({ ...state, index: state.index + 1 });

test("autoplay steps every interval once started, and not before", () => {
  const carousel = createCarouselEngine<CountState>({
    initial: { index: 0, locked: false, holds: [] },
    intervalMs: 1000,
    lockMs: 0,
    advance: forward,
  });
  vi.advanceTimersByTime(5000);
  expect(carousel.getState().index).toBe(0);
  carousel.start();
  vi.advanceTimersByTime(2999);
  expect(carousel.getState().index).toBe(2);
  carousel.stop();
  vi.advanceTimersByTime(5000);
  expect(carousel.getState().index).toBe(2);
});

test("any hold stops autoplay until every hold is released", () => {
  const carousel = engine();
  carousel.hold("hover", true);
  carousel.hold("focus", true);
  vi.advanceTimersByTime(3000);
  expect(carousel.getState().index).toBe(0);
  carousel.hold("hover", false);
  vi.advanceTimersByTime(3000);
  expect(carousel.getState().index).toBe(0);
  expect(carousel.getState().holds).toEqual(["focus"]);
  carousel.hold("focus", false);
  vi.advanceTimersByTime(1000);
  expect(carousel.getState().index).toBe(1);
});

test("a move by hand locks further moves for lockMs and gets a full interval before autoplay", () => {
  const carousel = engine();
  vi.advanceTimersByTime(900);
  expect(carousel.move(forward)).toBe(true);
  expect(carousel.getState()).toMatchObject({ index: 1, locked: true });
  expect(carousel.move(forward)).toBe(false);
  vi.advanceTimersByTime(500);
  expect(carousel.getState().locked).toBe(false);
  vi.advanceTimersByTime(499);
  expect(carousel.getState().index).toBe(1);
  vi.advanceTimersByTime(1);
  expect(carousel.getState().index).toBe(2);
});

test("with no lock time, moves never lock; a move that changes nothing is refused", () => {
  const carousel = engine({ lockMs: 0 });
  expect(carousel.move(forward)).toBe(true);
  expect(carousel.move(forward)).toBe(true);
  expect(carousel.getState()).toMatchObject({ index: 2, locked: false });
  expect(carousel.move((state) => state)).toBe(false);
});

test("autoplay takes the lock only when told to", () => {
  const locking = engine({ autoplayLocks: true });
  vi.advanceTimersByTime(1000);
  expect(locking.getState().locked).toBe(true);
  const free = engine();
  vi.advanceTimersByTime(1000);
  expect(free.getState().locked).toBe(false);
});

test("autoplay waits while canRun says there is nowhere to go, and set() re-checks it", () => {
  let room = false;
  const carousel = engine({ canRun: () => room });
  vi.advanceTimersByTime(3000);
  expect(carousel.getState().index).toBe(0);
  room = true;
  carousel.set({ ...carousel.getState() });
  vi.advanceTimersByTime(1000);
  expect(carousel.getState().index).toBe(1);
});

test("stop() clears a pending lock", () => {
  const carousel = engine();
  carousel.move(forward);
  carousel.stop();
  expect(carousel.getState().locked).toBe(false);
});
