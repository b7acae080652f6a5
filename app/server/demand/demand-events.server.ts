import { z } from "zod";
import { MAX_SUBJECT_LENGTH } from "#app/api/demand.ts";
import { languages } from "#app/i18n/language.ts";

/**
 * What a page tells the host to count (docs/decisions/120). A loader or action does not count: it
 * names what its answer shows in a response header, and the host counts that header when it sends
 * the answer, whether rendered now or served from the render cache (demand-counting.server.ts
 * beside this), then drops it. So a cached page is counted as often as it is served, and the render stays pure.
 *
 * For a route: return `data(value, { headers: demandHeader([...]) })` from the loader or action and
 * export `headers = passDemandHeader` from the route module. That is the one way to count.
 */
export const demandEventKinds = ["search", "finder", "view", "empty-page", "click", "enquiry-line", "job"] as const;
export type DemandEventKind = (typeof demandEventKinds)[number];

/** How a search reads (searchDemand): a part number, a vehicle, or other words. */
export const searchKinds = ["number", "vehicle", "words"] as const;
export type SearchKind = (typeof searchKinds)[number];

const demandEventSchema = z.object({
  event: z.enum(demandEventKinds),
  subject: z.string().min(1).max(MAX_SUBJECT_LENGTH),
  language: z.enum(languages),
  detail: z.string().max(40).default(""),
  results: z.number().int().min(0).nullable().default(null),
});
export type DemandEvent = z.output<typeof demandEventSchema>;
export type DemandEventInput = z.input<typeof demandEventSchema>;

/** The header a page's answer names its events in; the host takes it off before sending. */
export const DEMAND_HEADER = "x-demand";

/** At most this many events in one answer: an enquiry list of many lines is cut here. */
const MAX_EVENTS_PER_ANSWER = 50;

/** What one count is of, within a day: two events with the same key add to the same count. */
export function demandEventKey(event: { event: string; subject: string; language: string; detail: string }): string {
  return `${event.event}\n${event.subject}\n${event.language}\n${event.detail}`;
}

/**
 * Events as counted, checked, each count named once, at most MAX_EVENTS_PER_ANSWER: for the header,
 * or an API call that counts itself. An answer is one ask: a list naming a product 100 times asks for
 * it once (decision 176), and its repeats must not push other lines past the cut.
 */
export function demandEvents(events: readonly DemandEventInput[]): DemandEvent[] {
  const named = new Map<string, DemandEvent>();
  for (const input of events) {
    if (named.size >= MAX_EVENTS_PER_ANSWER) break;
    const event = demandEventSchema.parse(input);
    const key = demandEventKey(event);
    if (!named.has(key)) named.set(key, event);
  }
  return [...named.values()];
}

/** The header for a loader's or action's `data(value, { headers })`. */
export function demandHeader(events: readonly DemandEventInput[]): Record<string, string> {
  if (events.length === 0) return {};
  const checked = demandEvents(events);
  // Header values are bytes: percent-encoded JSON carries any script's words.
  return { [DEMAND_HEADER]: encodeURIComponent(JSON.stringify(checked)) };
}

/**
 * A route module's `headers` export that passes its loader's or action's events on: route modules
 * without a `headers` export drop their loaders' headers (React Router keeps only cookies).
 */
export function passDemandHeader({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers();
  const value = actionHeaders.get(DEMAND_HEADER) ?? loaderHeaders.get(DEMAND_HEADER);
  if (value) headers.set(DEMAND_HEADER, value);
  return headers;
}

/** Header values read lately: a cached page sends the same value every time, read once. */
const readLately = new Map<string, DemandEvent[]>();
const READ_LATELY_MAX = 2000;

/** The events of a header value; nothing for a value that does not read (never an error). */
export function readDemandHeader(value: string | undefined | null): DemandEvent[] {
  if (!value) return [];
  const known = readLately.get(value);
  if (known) return known;
  let events: DemandEvent[] = [];
  try {
    const parsed = z
      .array(demandEventSchema)
      .max(MAX_EVENTS_PER_ANSWER)
      .safeParse(JSON.parse(decodeURIComponent(value)));
    if (parsed.success) events = parsed.data;
  } catch {
    // Not ours, or cut short: nothing to count.
  }
  if (readLately.size >= READ_LATELY_MAX) readLately.clear();
  readLately.set(value, events);
  return events;
}
