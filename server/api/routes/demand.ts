import { z } from "zod";
import { type DemandReport, demandReportQuery, demandWindows, notStockedBody } from "#app/api/demand.ts";
import { demandReport } from "#app/server/demand/demand-report.server.ts";
import { markNotStocked } from "#app/server/demand/not-stocked.server.ts";
import { pageTypeOf } from "#app/server/demand/page-type.ts";
import { clientAddress } from "../../client-address.ts";
import { sendOk } from "../respond.ts";
import { route, sessionAdmin } from "../route.ts";

export const clickChannels = ["whatsapp", "call"] as const;

/**
 * The page a click came from: the `Ping-From` header a browser sends with an `<a ping>` (our own
 * page's address), else the Referer. Only its path is read, and only when it is one of ours.
 */
function clickedOn(req: { get(name: string): string | undefined; hostname: string }): string | undefined {
  const from = req.get("ping-from") ?? req.get("referer");
  if (!from) return undefined;
  try {
    const url = new URL(from);
    return url.hostname === req.hostname ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

export const demandRoutes = [
  route({
    method: "GET",
    path: "/demand",
    access: "admin",
    cacheControl: "no-store",
    query: demandReportQuery,
    invalidQuery: `days must be one of: ${demandWindows.join(", ")}.`,
    handle: async ({ res, deps, query }) => {
      const report: DemandReport = await demandReport(deps.db, query.days);
      sendOk(res, { report });
    },
  }),
  route({
    method: "POST",
    path: "/demand/not-stocked",
    access: "admin",
    body: notStockedBody,
    handle: async ({ res, deps, body }) => {
      await markNotStocked(deps.db, body.kind, body.subject, sessionAdmin(res).username);
      sendOk(res, {});
    },
  }),
  /**
   * A WhatsApp or call link followed: the links carry `ping="/api/clicks/whatsapp"`, which the
   * browser posts to on its own when the link is followed, with no script of ours (decision 121).
   * Counted like a page's events (per day, bots and repeats aside); answers 204 whatever happens.
   */
  route({
    method: "POST",
    path: "/clicks/:channel",
    access: "public",
    handle: ({ req, res, deps }) => {
      const channel = z.enum(clickChannels).safeParse(req.params.channel);
      const path = clickedOn(req);
      if (channel.success && path && deps.demand) {
        const { type, language } = pageTypeOf(path);
        deps.demand.count([{ event: "click", subject: channel.data, detail: type, language, results: null }], {
          address: clientAddress(req),
          userAgent: req.get("user-agent"),
        });
      }
      res.set("Cache-Control", "no-store").status(204).end();
    },
  }),
];
