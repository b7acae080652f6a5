/**
 * Every timing and threshold of the home and about pages' moving parts (spec sections 4 and 9), in
 * one module: the components and their state machines read them from here, and the unit tests
 * check each value against the spec.
 */

// Hero slideshow
export const HERO_SLIDE_COUNT = 4;
/** Time a slide stays before the next one, when nothing pauses the show. */
export const HERO_AUTO_ADVANCE_MS = 4000;
/** How often the progress bar of the current slide moves on. */
export const HERO_PROGRESS_TICK_MS = 100;
/** Hovering a progress bar shows that slide's thumbnail after this delay (desktop). */
export const HERO_PREVIEW_SHOW_DELAY_MS = 150;
/** Leaving the bars hides the thumbnail after this delay. */
export const HERO_PREVIEW_HIDE_DELAY_MS = 300;
/** Length of the crossfade between two slides. */
export const HERO_CROSSFADE_MS = 1000;

// Product categories carousel
export const CATEGORY_AUTOPLAY_MS = 3000;
/** Previous and next stay disabled this long after a click. */
export const CATEGORY_CLICK_LOCK_MS = 500;
/** Viewport widths (px) below which the carousel shows 1, 2, 3 and 4 slides; 6 at and above the last. */
export const CATEGORY_BREAKPOINTS = [
  { below: 640, slides: 1 },
  { below: 768, slides: 2 },
  { below: 1024, slides: 3 },
  { below: 1280, slides: 4 },
] as const;
export const CATEGORY_WIDEST_SLIDES = 6;

// Testimonials
export const TESTIMONIAL_AUTOPLAY_MS = 5000;
export const TESTIMONIAL_LOCK_MS = 500;

/** A horizontal swipe longer than this goes to the next (leftward) or previous (rightward) item. */
export const SWIPE_THRESHOLD_PX = 50;

// Scroll-triggered effects: the share of an element that must be visible.
/** The growth story's bars fill, and its video tries to play, when this much of the section shows. */
export const GROWTH_VISIBLE_RATIO = 0.3;
/** The about page's counters start when this much of them shows. */
export const COUNTER_VISIBLE_RATIO = 0.5;
/** A timeline event appears when its top rises above this fraction of the viewport's height. */
export const TIMELINE_REVEAL_RATIO = 0.75;

// Counters
export const COUNTER_DURATION_MS = 2000;
export const COUNTER_STEPS = 60;

// Sections fading up as they scroll into view
/** Delays of the staggered fade-up, from the first item of a group to the last (seconds). */
export const REVEAL_MIN_DELAY_S = 0;
export const REVEAL_MAX_DELAY_S = 0.6;
/** Each further item of a group waits this much longer, up to the maximum. */
export const REVEAL_STEP_S = 0.1;
export const REVEAL_DURATION_MS = 700;
