import type { Response } from "express";
import { z } from "zod";
import {
  type EnquiryList,
  type EnquiryListReceipt,
  type EnquiryReceipt,
  enquiryBody,
  enquiryListQuery,
  enquiryStatusBody,
  enquiryStatuses,
  quoteBody,
} from "#app/api/enquiries.ts";
import type { EnquiryFieldErrors } from "#app/forms/enquiry.ts";
import { defaultLanguage, languages } from "#app/i18n/language.ts";
import { contactTexts } from "#app/i18n/texts/blog-contact.ts";
import { demandEvents } from "#app/server/demand/demand-events.server.ts";
import { enquiryLineDemand } from "#app/server/demand/page-demand.server.ts";
import { listEnquiries } from "#app/server/enquiries.server.ts";
import { countNewEnquiries, enquiriesWorkbook, setEnquiryStatus } from "#app/server/enquiry-inbox.server.ts";
import { submitEnquiryList } from "#app/server/enquiry-list-submission.server.ts";
import { quoteEnquiryList } from "#app/server/enquiry-quotes.server.ts";
import { submitEnquiry } from "#app/server/enquiry-submission.server.ts";
import { ENQUIRY_LIST_TOO_LARGE, uploadLimits } from "#app/server/upload-limits.server.ts";
import { clientAddress } from "../../client-address.ts";
import { recordIdInPath } from "../record-id-in-path.ts";
import { ApiError, databaseBusy, sendOk, tooManyRequests } from "../respond.ts";
import { route, sessionAdmin } from "../route.ts";

const STATUS_ONE_OF = `Status must be one of: ${enquiryStatuses.join(", ")}.`;
/** Why a sent enquiry (one part or a list) was not stored, as the API answers it; one wording for both. */
type RefusedSubmission =
  | { reason: "invalid"; fieldErrors: EnquiryFieldErrors; problem?: string | null }
  | { reason: "rate-limited" | "busy"; retryAfterSeconds: number }
  | { reason: "failed" };

function submissionRefused(res: Response, refusal: RefusedSubmission): ApiError {
  if (refusal.reason === "invalid") {
    return new ApiError(400, refusal.problem ?? "Please check the highlighted fields.", {
      fields: Object.fromEntries(
        Object.entries(refusal.fieldErrors).map(([field, key]) => [field, contactTexts.translate("en", key)]),
      ),
    });
  }
  if (refusal.reason === "rate-limited") {
    return tooManyRequests(
      res,
      refusal.retryAfterSeconds,
      "You have sent several enquiries just now. Please wait a few minutes, or call us.",
    );
  }
  if (refusal.reason === "busy") return databaseBusy(res, refusal.retryAfterSeconds);
  return new ApiError(500, "Something went wrong on our side. Please try again.");
}

/** Any JSON object: which fields an enquiry list takes, at every level, is its send schema's to say. */
const enquiryListBody = z.record(z.string(), z.unknown());

export const enquiryRoutes = [
  route({
    method: "POST",
    path: "/enquiry-lists",
    access: "public",
    body: enquiryListBody,
    maxJsonBytes: uploadLimits.maxEnquiryListJsonBytes,
    tooLarge: ENQUIRY_LIST_TOO_LARGE,
    handle: async ({ req, res, deps, body }) => {
      const result = await submitEnquiryList(deps.db, body, clientAddress(req), deps.forms.enquiries);
      if (result.ok) {
        // Counted like the page's send (decision 152): per day, bots and repeats aside.
        const language = languages.find((known) => known === body.language) ?? defaultLanguage;
        deps.demand?.count(demandEvents(enquiryLineDemand(result.lines, language)), {
          address: clientAddress(req),
          userAgent: req.get("user-agent"),
        });
        const receipt: EnquiryListReceipt = { reference: result.reference };
        sendOk(res, receipt, 201);
        return;
      }
      throw submissionRefused(res, result);
    },
  }),
  route({
    method: "POST",
    path: "/enquiries",
    access: "public",
    body: enquiryBody,
    handle: async ({ req, res, deps, body }) => {
      const result = await submitEnquiry(deps.db, body, clientAddress(req), deps.forms.enquiries);
      if (result.ok) {
        const receipt: EnquiryReceipt = {
          message: contactTexts.translate("en", "contact.success", { name: result.name }),
        };
        sendOk(res, receipt, 201);
        return;
      }
      throw submissionRefused(res, result);
    },
  }),
  route({
    method: "GET",
    path: "/enquiries",
    access: "admin",
    query: enquiryListQuery,
    invalidQuery: `Invalid query: status must be one of ${enquiryStatuses.join(", ")}.`,
    cacheControl: "no-store",
    handle: async ({ res, deps, query }) => {
      const answer: EnquiryList = {
        enquiries: await listEnquiries(deps.db, 500, query.status),
        newCount: await countNewEnquiries(deps.db),
      };
      sendOk(res, answer);
    },
  }),
  route({
    method: "GET",
    path: "/enquiries/export.xlsx",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ res, deps }) => {
      const date = new Date().toISOString().slice(0, 10);
      res.set({
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": `attachment; filename="enquiries-${date}.xlsx"`,
      });
      res.send(await enquiriesWorkbook(deps.db));
    },
  }),
  route({
    method: "PATCH",
    path: "/enquiries/:id",
    access: "admin",
    body: enquiryStatusBody,
    invalidBody: STATUS_ONE_OF,
    handle: async ({ req, res, deps, body }) => {
      const id = recordIdInPath(req.params.id, "Enquiry not found.");
      const result = await setEnquiryStatus(deps.db, id, body.status, sessionAdmin(res).username);
      if (!result.ok) throw new ApiError(404, "Enquiry not found.");
      const { ok: _ok, ...enquiry } = result;
      sendOk(res, { enquiry });
    },
  }),
  route({
    method: "PUT",
    path: "/enquiries/:id/quote",
    access: "admin",
    body: quoteBody,
    handle: async ({ req, res, deps, body }) => {
      const id = recordIdInPath(req.params.id, "Enquiry not found.");
      const result = await quoteEnquiryList(deps.db, id, body, {
        username: sessionAdmin(res).username,
        company: deps.site.companyName,
      });
      if (!result.ok) {
        if (result.reason === "not-found") throw new ApiError(404, "Enquiry not found.");
        if (result.reason === "alternative") throw new ApiError(400, result.problem);
        throw new ApiError(
          400,
          result.reason === "not-a-list"
            ? "Only an enquiry list can be quoted."
            : "The quote needs one price and availability for each line of the list, in its order.",
        );
      }
      const { ok: _ok, ...answer } = result;
      sendOk(res, answer);
    },
  }),
];
