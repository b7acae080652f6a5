import { expect, test } from "vitest";
import { isPastRevealLine, staggerDelay, swipeDirection, timelineFill } from "./motion.ts";

test("a swipe counts past 50 px: leftward is next, rightward previous, vertical is a scroll", () => {
  expect(swipeDirection(-50)).toBe(null);
  expect(swipeDirection(-51)).toBe("next");
  expect(swipeDirection(51)).toBe("previous");
  expect(swipeDirection(50)).toBe(null);
  expect(swipeDirection(-80, 200)).toBe(null);
});

test("staggered delays run from 0 to 0.6 s", () => {
  expect([0, 1, 2, 3, 6, 7, 20].map(staggerDelay)).toEqual([0, 0.1, 0.2, 0.3, 0.6, 0.6, 0.6]);
});

test("timeline events appear once their top is above 75% of the viewport", () => {
  expect(isPastRevealLine(600, 800)).toBe(false);
  expect(isPastRevealLine(599, 800)).toBe(true);
});

test("the timeline line fills with scroll, from empty to full", () => {
  expect(timelineFill(900, 1000, 800)).toBe(0);
  expect(timelineFill(100, 1000, 800)).toBe(0.5);
  expect(timelineFill(-600, 1000, 800)).toBe(1);
  expect(timelineFill(0, 0, 800)).toBe(0);
});
