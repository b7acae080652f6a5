/** Timings and thresholds from spec section 9, in one place. */
export const LOADING_OVERLAY_MS = 500;
export const NAV_SCROLL_THRESHOLD_PX = 50;
export const RELATED_AUTOPLAY_MS = 3000;
export const RELATED_SPEED_MS = 500;
