import { z } from "zod";
import { contactTexts } from "#app/i18n/texts/blog-contact.ts";
import { listEnquiries } from "#app/server/enquiries.server.ts";
import { submitEnquiry } from "#app/server/enquiry-submission.server.ts";
import type { EnquiryList, EnquiryReceipt, EnquiryRequest } from "#app/utils/api-types.ts";
import { clientAddress } from "../../client-address.ts";
import { ApiError, sendOk, tooManyRequests } from "../respond.ts";
import { route } from "../route.ts";

/**
 * The contact form's fields, and only those: which of them are valid is the shared form schema's
 * to say (submitEnquiry answers with per-field messages), but a field it does not know is refused.
 */
const enquiryBody = z.strictObject({
  name: z.unknown().optional(),
  email: z.unknown().optional(),
  phone: z.unknown().optional(),
  message: z.unknown().optional(),
  language: z.unknown().optional(),
  website: z.unknown().optional(),
}) satisfies z.ZodType<{ [Field in keyof EnquiryRequest]?: unknown }>;

export const enquiryRoutes = [
  route({
    method: "POST",
    path: "/enquiries",
    access: "public",
    body: enquiryBody,
    handle: async ({ req, res, deps, body }) => {
      const result = await submitEnquiry(deps.db, body, clientAddress(req));
      if (result.ok) {
        const receipt: EnquiryReceipt = {
          message: contactTexts.translate("en", "contact.success", { name: result.name }),
        };
        sendOk(res, receipt, 201);
        return;
      }
      if (result.reason === "invalid") {
        throw new ApiError(400, "Please check the highlighted fields.", {
          fields: Object.fromEntries(
            Object.entries(result.fieldErrors).map(([field, key]) => [field, contactTexts.translate("en", key)]),
          ),
        });
      }
      if (result.reason === "rate-limited") {
        throw tooManyRequests(
          res,
          result.retryAfterSeconds,
          "You have sent several enquiries just now. Please wait a few minutes, or call us.",
        );
      }
      throw new ApiError(500, "Something went wrong on our side. Please try again.");
    },
  }),
  route({
    method: "GET",
    path: "/enquiries",
    access: "admin",
    cacheControl: "no-store",
    handle: async ({ res, deps }) => {
      const answer: EnquiryList = { enquiries: await listEnquiries(deps.db) };
      sendOk(res, answer);
    },
  }),
];
