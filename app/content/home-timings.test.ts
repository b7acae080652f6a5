import { expect, test } from "vitest";
import * as timings from "./home-timings.ts";

test("every timing and threshold matches spec sections 4 and 9", () => {
  expect(timings).toMatchObject({
    HERO_SLIDE_COUNT: 4,
    HERO_AUTO_ADVANCE_MS: 4000,
    HERO_PROGRESS_TICK_MS: 100,
    HERO_PREVIEW_SHOW_DELAY_MS: 150,
    HERO_PREVIEW_HIDE_DELAY_MS: 300,
    HERO_CROSSFADE_MS: 1000,
    CATEGORY_AUTOPLAY_MS: 3000,
    CATEGORY_CLICK_LOCK_MS: 500,
    CATEGORY_WIDEST_SLIDES: 6,
    TESTIMONIAL_AUTOPLAY_MS: 5000,
    TESTIMONIAL_LOCK_MS: 500,
    SWIPE_THRESHOLD_PX: 50,
    GROWTH_VISIBLE_RATIO: 0.3,
    COUNTER_VISIBLE_RATIO: 0.5,
    TIMELINE_REVEAL_RATIO: 0.75,
    COUNTER_DURATION_MS: 2000,
    COUNTER_STEPS: 60,
    REVEAL_MIN_DELAY_S: 0,
    REVEAL_MAX_DELAY_S: 0.6,
  });
  expect(timings.CATEGORY_BREAKPOINTS).toEqual([
    { below: 640, slides: 1 },
    { below: 768, slides: 2 },
    { below: 1024, slides: 3 },
    { below: 1280, slides: 4 },
  ]);
});
