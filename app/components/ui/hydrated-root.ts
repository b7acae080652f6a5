import { useRef } from "react";
import { useHydrated } from "./autoplay.ts";

/**
 * The root element of a component that moves once it runs in the browser: its ref, the test id the
 * end-to-end tests find it by, and `data-hydrated` (they wait for it before they scroll or click).
 */
export function useHydratedRoot<E extends HTMLElement>(testId: string) {
  const ref = useRef<E>(null);
  const hydrated = useHydrated();
  return { ref, "data-testid": testId, "data-hydrated": hydrated ? "true" : "false" } as const;
}
