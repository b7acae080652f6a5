/** The answer of the footer's Subscribe form, shared by the route's action and the footer. */
export type SubscribeResult = { ok: true } | { ok: false; error: "invalid" | "too-many" | "busy" };

export function subscribeMessage(result: SubscribeResult) {
  if (result.ok) return "subscribe.done" as const;
  if (result.error === "busy") return "subscribe.busy" as const;
  return result.error === "too-many" ? ("subscribe.tooMany" as const) : ("subscribe.invalid" as const);
}
