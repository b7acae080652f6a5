import {
  REVEAL_MAX_DELAY_S,
  REVEAL_MIN_DELAY_S,
  REVEAL_STEP_S,
  SWIPE_THRESHOLD_PX,
  TIMELINE_REVEAL_RATIO,
} from "#app/content/home-timings.ts";

/**
 * A finished horizontal gesture as a carousel move: leftward is next, rightward is previous, and
 * anything shorter than the threshold (or more vertical than horizontal, a scroll) is nothing.
 */
export function swipeDirection(deltaX: number, deltaY = 0): "next" | "previous" | null {
  if (Math.abs(deltaX) <= SWIPE_THRESHOLD_PX || Math.abs(deltaX) < Math.abs(deltaY)) return null;
  return deltaX < 0 ? "next" : "previous";
}

/** The fade-up delay of the n-th item of a group (0-based): steps from 0 s, never past 0.6 s. */
export function staggerDelay(position: number): number {
  const delay = REVEAL_MIN_DELAY_S + Math.max(0, position) * REVEAL_STEP_S;
  return Math.min(REVEAL_MAX_DELAY_S, Math.round(delay * 100) / 100);
}

/** True once an element's top has risen above 75% of the viewport's height. */
export function isPastRevealLine(top: number, viewportHeight: number): boolean {
  return top < viewportHeight * TIMELINE_REVEAL_RATIO;
}

/**
 * How much of the timeline's line is filled (0 to 1): the part of it above the reveal line, so the
 * line's tip reaches each event as that event appears.
 */
export function timelineFill(lineTop: number, lineHeight: number, viewportHeight: number): number {
  if (lineHeight <= 0) return 0;
  const reached = viewportHeight * TIMELINE_REVEAL_RATIO - lineTop;
  return Math.min(1, Math.max(0, reached / lineHeight));
}
