import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { bounce, createCarouselController, initialCarouselState, slidesPerView } from "./category-carousel-state.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("shows 1, 2, 3, 4 or 6 slides below 640, 768, 1024, 1280 px and above", () => {
  expect([320, 639, 640, 767, 768, 1023, 1024, 1279, 1280, 1920].map(slidesPerView)).toEqual([
    1, 1, 2, 2, 3, 3, 4, 4, 6, 6,
  ]);
});

test("autoplay moves every 3 s and bounces between the two ends", () => {
  const carousel = createCarouselController(8, 6);
  carousel.start();
  const seen: number[] = [];
  for (let i = 0; i < 6; i++) {
    vi.advanceTimersByTime(2999);
    const before = carousel.getState().index;
    vi.advanceTimersByTime(1);
    expect(carousel.getState().index).not.toBe(before);
    seen.push(carousel.getState().index);
  }
  expect(seen).toEqual([1, 2, 1, 0, 1, 2]);
});

test("bounce never leaves the range, also with everything in view", () => {
  let state = initialCarouselState(8, 1);
  const path: number[] = [];
  for (let i = 0; i < 16; i++) {
    state = bounce(state);
    path.push(state.index);
  }
  expect(path).toEqual([1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2]);
  expect(bounce(initialCarouselState(6, 6)).index).toBe(0);
});

test("hover or a touch holds autoplay until released", () => {
  const carousel = createCarouselController(8, 4);
  carousel.start();
  carousel.hold("hover", true);
  vi.advanceTimersByTime(9000);
  expect(carousel.getState().index).toBe(0);
  carousel.hold("hover", false);
  carousel.hold("touch", true);
  vi.advanceTimersByTime(9000);
  expect(carousel.getState().index).toBe(0);
  carousel.hold("touch", false);
  vi.advanceTimersByTime(3000);
  expect(carousel.getState().index).toBe(1);
});

test("previous and next are locked for 500 ms after a click and stop at the ends", () => {
  const carousel = createCarouselController(8, 4);
  carousel.start();
  carousel.next();
  expect(carousel.getState()).toMatchObject({ index: 1, locked: true });
  carousel.next();
  expect(carousel.getState().index).toBe(1);
  vi.advanceTimersByTime(499);
  expect(carousel.getState().locked).toBe(true);
  vi.advanceTimersByTime(1);
  expect(carousel.getState().locked).toBe(false);
  carousel.previous();
  expect(carousel.getState().index).toBe(0);
  vi.advanceTimersByTime(500);
  carousel.previous();
  expect(carousel.getState().index).toBe(0);
});

test("a click gives the new position a full 3 s before autoplay moves on", () => {
  const carousel = createCarouselController(8, 4);
  carousel.start();
  vi.advanceTimersByTime(2500);
  carousel.next();
  vi.advanceTimersByTime(2999);
  expect(carousel.getState().index).toBe(1);
  vi.advanceTimersByTime(1);
  expect(carousel.getState().index).toBe(2);
});

test("a narrower screen keeps the index in range; with every slide in view nothing moves", () => {
  const carousel = createCarouselController(8, 1);
  carousel.start();
  vi.advanceTimersByTime(3000 * 6);
  expect(carousel.getState().index).toBe(6);
  carousel.setVisible(4);
  expect(carousel.getState().index).toBe(4);
  carousel.setVisible(8);
  expect(carousel.getState().index).toBe(0);
  vi.advanceTimersByTime(30_000);
  expect(carousel.getState().index).toBe(0);
});
