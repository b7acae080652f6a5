import type { SubscriberList } from "#app/api/enquiries.ts";
import { listSubscribers } from "#app/server/enquiries.server.ts";
import { sendOk } from "../respond.ts";
import { route } from "../route.ts";

export const subscriberRoutes = [
  route({
    method: "GET",
    path: "/subscribers",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ res, deps }) => {
      const answer: SubscriberList = { subscribers: await listSubscribers(deps.db) };
      sendOk(res, answer);
    },
  }),
];
