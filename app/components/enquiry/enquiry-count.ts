import { useSyncExternalStore } from "react";

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

/** How many lines the list has: 0 on the server, the device's count once hydrated. */
export function useEnquiryCount(): number {
  const stored = useSyncExternalStore(subscribeToEnquiryList, storedEnquiryList, () => null);
  try {
    return JSON.parse(stored ?? "{}").lines?.length ?? 0;
  } catch {
    return 0;
  }
}
