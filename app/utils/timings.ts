/** Timings and thresholds from spec section 9, in one place. */
export const LOADING_OVERLAY_MS = 500;
export const NAV_SCROLL_THRESHOLD_PX = 50;
