import { type LimitStore, SharedLimit } from "./shared-limit.server.ts";

/**
 * The limits of what visitors send through forms and their API twins (decision 197), one set per
 * process, handed to the pages (appContext) and the API alike so both doors count together:
 * - enquiries: at most 5 per address in 10 minutes, contact form and enquiry lists together:
 *   enough for a person, useless for a spammer;
 * - subscriptions: at most 10 sign-ups per address in 10 minutes: a family or an office, not a script.
 */
export interface FormLimits {
  enquiries: SharedLimit;
  subscriptions: SharedLimit;
}

const TEN_MINUTES = 10 * 60 * 1000;

export function formLimits(store: LimitStore): FormLimits {
  return {
    enquiries: new SharedLimit(store, { name: "enquiries", max: 5, windowMs: TEN_MINUTES }),
    subscriptions: new SharedLimit(store, { name: "subscriptions", max: 10, windowMs: TEN_MINUTES }),
  };
}
