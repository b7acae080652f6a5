import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { counterValue, createCounterController } from "./counter-state.ts";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

test("counts from 0 to the target in 60 steps over 2 s, once", () => {
  const counter = createCounterController(10_000);
  counter.start();
  vi.advanceTimersByTime(5000);
  expect(counter.getState()).toEqual({ value: 0, started: false, done: false });

  const values: number[] = [];
  counter.subscribe(() => values.push(counter.getState().value));
  counter.run();
  vi.advanceTimersByTime(1000);
  expect(counter.getState().value).toBeGreaterThan(4000);
  expect(counter.getState().value).toBeLessThan(6000);
  vi.advanceTimersByTime(1000);
  expect(counter.getState()).toEqual({ value: 10_000, started: true, done: true });
  // The reset to 0 and then 60 steps.
  expect(values).toHaveLength(61);
  expect([...values].sort((a, b) => a - b)).toEqual(values);

  counter.run();
  vi.advanceTimersByTime(5000);
  expect(values).toHaveLength(61);
});

test("finish shows the target at once (reduced motion)", () => {
  const counter = createCounterController(5000);
  counter.finish();
  expect(counter.getState()).toEqual({ value: 5000, started: true, done: true });
  counter.run();
  expect(counter.getState().value).toBe(5000);
});

test("the steps climb evenly and land on the target", () => {
  expect(counterValue(30, 0)).toBe(0);
  expect(counterValue(30, 30)).toBe(15);
  expect(counterValue(30, 60)).toBe(30);
  expect(counterValue(30, 99)).toBe(30);
});
