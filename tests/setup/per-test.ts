import { afterEach, beforeEach } from "vitest";

/**
 * Something fresh for each test of the calling suite (a database, a server): made before each test,
 * before the suite's own beforeEach hooks (they run in the order they are registered, so they may
 * use it), and ended after it. The object answered is the same throughout; its fields are those of
 * the running test's.
 */
export function freshPerTest<T extends object>(make: () => Promise<T>, end: (made: T) => Promise<void>): T {
  const current = {} as T;
  beforeEach(async () => {
    Object.assign(current, await make());
  });
  afterEach(async () => {
    await end(current);
  });
  return current;
}
