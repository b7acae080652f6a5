import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { createTestimonialsController } from "./testimonials-state.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("autoplay moves every 5 s and wraps from the last to the first", () => {
  const quotes = createTestimonialsController(5);
  quotes.start();
  vi.advanceTimersByTime(4999);
  expect(quotes.getState().index).toBe(0);
  vi.advanceTimersByTime(1);
  expect(quotes.getState().index).toBe(1);
  vi.advanceTimersByTime(4 * 5000);
  expect(quotes.getState().index).toBe(0);
});

test("next, previous and dots change once per 500 ms and wrap around", () => {
  const quotes = createTestimonialsController(5);
  quotes.start();
  quotes.previous();
  expect(quotes.getState()).toMatchObject({ index: 4, locked: true });
  quotes.next();
  quotes.goTo(2);
  expect(quotes.getState().index).toBe(4);
  vi.advanceTimersByTime(499);
  quotes.next();
  expect(quotes.getState().index).toBe(4);
  vi.advanceTimersByTime(1);
  expect(quotes.getState().locked).toBe(false);
  quotes.next();
  expect(quotes.getState().index).toBe(0);
  vi.advanceTimersByTime(500);
  quotes.goTo(3);
  expect(quotes.getState().index).toBe(3);
});

test("a choice by hand restarts the 5 s interval; a hold stops it", () => {
  const quotes = createTestimonialsController(5);
  quotes.start();
  vi.advanceTimersByTime(4000);
  quotes.goTo(2);
  vi.advanceTimersByTime(4999);
  expect(quotes.getState().index).toBe(2);
  vi.advanceTimersByTime(1);
  expect(quotes.getState().index).toBe(3);
  quotes.hold("focus", true);
  vi.advanceTimersByTime(60_000);
  expect(quotes.getState().index).toBe(3);
  quotes.hold("focus", false);
  vi.advanceTimersByTime(5000);
  expect(quotes.getState().index).toBe(4);
});

test("choosing the entry already shown neither moves nor locks", () => {
  const quotes = createTestimonialsController(5);
  quotes.goTo(0);
  expect(quotes.getState()).toMatchObject({ index: 0, locked: false });
});
