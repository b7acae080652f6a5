import { useSyncExternalStore } from "react";
import { useMatches } from "react-router";

/**
 * The smallest part of the enquiry list, which every page loads: where the list is kept on the
 * device, how to hear that it changed (in this tab or another), and the number of its lines for the
 * nav's button. Everything else (reading, changing, the page) is enquiry-store.ts's, loaded when used.
 */
export const ENQUIRY_STORAGE_KEY = "coolparts.enquiry-list";
/** Dispatched on window when this tab changes the list ("storage" only reaches the other tabs). */
export const ENQUIRY_CHANGED_EVENT = "enquiry-list-changed";

export function subscribeToEnquiryList(onChange: () => void): () => void {
  addEventListener("storage", onChange);
  addEventListener(ENQUIRY_CHANGED_EVENT, onChange);
  return () => {
    removeEventListener("storage", onChange);
    removeEventListener(ENQUIRY_CHANGED_EVENT, onChange);
  };
}

/** The stored text (null on the server and before anything was added); private browsing may refuse it. */
export function storedEnquiryList(): string | null {
  try {
    return localStorage.getItem(ENQUIRY_STORAGE_KEY);
  } catch {
    return null;
  }
}

interface StoredShape {
  lines?: { brandSlug?: unknown; partNumber?: unknown; quantity?: unknown }[];
  vehicle?: unknown;
}

/** The device's list read loosely, for the first-load code that only looks (readEnquiryList cleans it). */
function useStoredList(): StoredShape {
  const stored = useSyncExternalStore(subscribeToEnquiryList, storedEnquiryList, () => null);
  try {
    const parsed: unknown = JSON.parse(stored ?? "{}");
    return typeof parsed === "object" && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** How many lines the list has: 0 on the server, the device's count once hydrated. */
export function useEnquiryCount(): number {
  const { lines } = useStoredList();
  return Array.isArray(lines) ? lines.length : 0;
}

/**
 * Whether the list holds a part, and what a single part's WhatsApp enquiry says besides the part:
 * the quantity the list holds of it (1 when it is not in the list), and the list's vehicle.
 */
export function usePartInEnquiry(
  brandSlug: string,
  partNumber: string,
): { inList: boolean; quantity: number; vehicle: string } {
  const { lines, vehicle } = useStoredList();
  const line = Array.isArray(lines)
    ? lines.find((candidate) => candidate.brandSlug === brandSlug && candidate.partNumber === partNumber)
    : undefined;
  return {
    inList: line !== undefined,
    quantity: typeof line?.quantity === "number" ? line.quantity : 1,
    vehicle: typeof vehicle === "string" ? vehicle.trim() : "",
  };
}

/** The vehicle chosen in the finder of the page shown ("Honda City 2019"): its loader's `vehicle.label`. */
export function useChosenVehicle(): string | null {
  const matches = useMatches();
  for (const match of matches) {
    const label = (match.loaderData as { vehicle?: { label?: unknown } } | undefined)?.vehicle?.label;
    if (typeof label === "string" && label) return label;
  }
  return null;
}
