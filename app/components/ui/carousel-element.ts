import type { HoldReason } from "./autoplay.ts";
import { focusHoldHandlers } from "./autoplay.ts";

// Apart from the engine (autoplay.ts): the hero, on the home page's first load, needs only the engine.

/** The hold handlers of a carousel's outer element: the pointer over it, or keyboard focus inside it. */
export function holdHandlers(carousel: { hold(reason: HoldReason, on: boolean): void }) {
  return {
    onMouseEnter: () => carousel.hold("hover", true),
    onMouseLeave: () => carousel.hold("hover", false),
    ...focusHoldHandlers(carousel),
  };
}

/**
 * The outer element of a carousel (APG carousel pattern: a group described as a carousel, labelled by
 * its section's heading), with the states the tests read and the hold handlers.
 */
export function carouselProps({
  carousel,
  labelledBy,
  testId,
  hydrated,
  index,
}: {
  carousel: { hold(reason: HoldReason, on: boolean): void };
  labelledBy: string;
  testId: string;
  hydrated: boolean;
  index: number;
}) {
  return {
    role: "group",
    "aria-roledescription": "carousel",
    "aria-labelledby": labelledBy,
    "data-testid": testId,
    "data-hydrated": hydrated ? "true" : "false",
    "data-index": index,
    ...holdHandlers(carousel),
  };
}
