import { useMemo, useSyncExternalStore } from "react";
import { type EnquiryList, readEnquiryList } from "#app/catalogue/enquiry-list.ts";
import {
  ENQUIRY_CHANGED_EVENT,
  ENQUIRY_STORAGE_KEY,
  storedEnquiryList,
  subscribeToEnquiryList,
} from "./enquiry-count.ts";

/** The list as the device holds it now. */
export function currentEnquiryList(): EnquiryList {
  return readEnquiryList(storedEnquiryList());
}

/**
 * Changes the list and tells every view of it (this tab's through the event, other tabs through
 * "storage"). False when the device refused to store it (private mode, storage full).
 */
export function updateEnquiryList(change: (list: EnquiryList) => EnquiryList): boolean {
  const next = change(currentEnquiryList());
  try {
    localStorage.setItem(ENQUIRY_STORAGE_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
  dispatchEvent(new Event(ENQUIRY_CHANGED_EVENT));
  return true;
}

/** The list, or null while the page is not hydrated yet (the server cannot know it). */
export function useEnquiryList(): EnquiryList | null {
  const stored = useSyncExternalStore(subscribeToEnquiryList, storedEnquiryList, () => undefined);
  return useMemo(() => (stored === undefined ? null : readEnquiryList(stored)), [stored]);
}
