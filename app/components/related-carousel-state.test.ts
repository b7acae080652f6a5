import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { RELATED_AUTOPLAY_MS } from "#app/utils/timings.ts";
import {
  createRelatedController,
  initialRelatedState,
  relatedCurrent,
  relatedJumpBack,
  relatedLoops,
  relatedNext,
  relatedPrevious,
  relatedSettle,
} from "./related-carousel-state.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("loops only when there are more products than fit", () => {
  expect(relatedLoops(initialRelatedState(3, 3))).toBe(false);
  expect(relatedLoops(initialRelatedState(4, 3))).toBe(true);
  expect(relatedCurrent(initialRelatedState(3, 3))).toBe(0);
});

test("forward from the last product slides onto the copies, then jumps back without animation", () => {
  const last = { ...initialRelatedState(6, 3), track: 5 };
  const onCopies = relatedNext(last);
  expect(onCopies).toMatchObject({ track: 6, animated: true });
  expect(relatedCurrent(onCopies)).toBe(0);
  const back = relatedJumpBack(onCopies);
  expect(back).toMatchObject({ track: 0, animated: false });
  expect(relatedSettle(back)).toMatchObject({ track: 0, animated: true, queued: null });
  // Still on the copies (no transition ran in a hidden tab): it goes on from the original shown.
  expect(relatedNext(onCopies).track).toBe(1);
});

test("back from the first product jumps onto the copies, then slides to the last product", () => {
  const jumped = relatedPrevious(initialRelatedState(6, 3));
  expect(jumped).toMatchObject({ track: 6, animated: false, queued: 5 });
  expect(relatedSettle(jumped)).toMatchObject({ track: 5, animated: true, queued: null });
  expect(relatedPrevious({ ...initialRelatedState(6, 3), track: 2 }).track).toBe(1);
});

test("autoplay steps while it loops and nothing holds it, and waits when everything fits", () => {
  const related = createRelatedController(6);
  related.start();
  vi.advanceTimersByTime(RELATED_AUTOPLAY_MS);
  expect(relatedCurrent(related.getState())).toBe(1);
  related.hold("reducedMotion", true);
  vi.advanceTimersByTime(RELATED_AUTOPLAY_MS * 3);
  expect(relatedCurrent(related.getState())).toBe(1);
  related.hold("reducedMotion", false);
  related.resize(6);
  vi.advanceTimersByTime(RELATED_AUTOPLAY_MS * 3);
  expect(related.getState().track).toBe(1);
  related.stop();
});

test("a dot moves to its product and starts a full interval", () => {
  const related = createRelatedController(6);
  related.start();
  vi.advanceTimersByTime(RELATED_AUTOPLAY_MS - 1);
  related.goTo(4);
  expect(relatedCurrent(related.getState())).toBe(4);
  vi.advanceTimersByTime(RELATED_AUTOPLAY_MS - 1);
  expect(relatedCurrent(related.getState())).toBe(4);
  vi.advanceTimersByTime(1);
  expect(relatedCurrent(related.getState())).toBe(5);
  related.stop();
});
