import { listSubscribers } from "#app/server/enquiries.server.ts";
import type { SubscriberList } from "#app/utils/api-types.ts";
import { sendOk } from "../respond.ts";
import { route } from "../route.ts";

export const subscriberRoutes = [
  route({
    method: "GET",
    path: "/subscribers",
    access: "admin",
    handle: async ({ res, deps }) => {
      const answer: SubscriberList = { subscribers: await listSubscribers(deps.db) };
      res.set("Cache-Control", "no-store");
      sendOk(res, answer);
    },
  }),
];
