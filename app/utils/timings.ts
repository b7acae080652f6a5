/** Timings and thresholds from spec section 9, in one place. */
export const LOADING_OVERLAY_MS = 500;
export const NAV_SCROLL_THRESHOLD_PX = 50;
export const RELATED_AUTOPLAY_MS = 3000;
export const RELATED_SPEED_MS = 500;
/**
 * How long a server process trusts its in-memory copy of the brands and categories before reading
 * them again: its own writes refresh it at once; this bounds how stale another process sharing the
 * PostgreSQL database can be (docs/decisions/049).
 */
export const TAXONOMY_SNAPSHOT_TTL_MS = 30_000;
