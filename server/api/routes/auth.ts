import { z } from "zod";
import { noControlCharacters } from "#app/forms/plain-text.ts";
import { checkCredentials } from "#app/server/auth/admins.server.ts";
import { createSession, revokeSession } from "#app/server/auth/sessions.server.ts";
import type { LoginRequest, LoginResponse } from "#app/utils/api-types.ts";
import { clientAddress } from "../../client-address.ts";
import { bearerToken } from "../require-admin.ts";
import { ApiError, sendOk, tooManyRequests } from "../respond.ts";
import { route } from "../route.ts";

const loginBody = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .check(noControlCharacters({ label: "Username" })),
  password: z.string().min(1).max(1000),
}) satisfies z.ZodType<LoginRequest>;

export const authRoutes = [
  route({
    method: "POST",
    path: "/login",
    access: "public",
    body: loginBody,
    invalidBody: "Username and password are required.",
    cacheControl: "no-store",
    handle: async ({ req, res, deps, body }) => {
      const { username, password } = body;
      const address = clientAddress(req);
      const attempt = await deps.throttle.begin(username, address);
      if (!attempt.allowed) {
        const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
        throw tooManyRequests(
          res,
          attempt.retryAfterSeconds,
          attempt.reason === "busy"
            ? "Too many sign-in attempts at once. Please try again."
            : `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again.`,
        );
      }
      let adminId: number | undefined;
      try {
        adminId = await checkCredentials(deps.db, username, password);
      } finally {
        attempt.finished();
      }
      if (adminId === undefined) {
        deps.logger.info("sign-in-failed", { address });
        throw new ApiError(401, "Invalid username or password");
      }
      attempt.succeeded();
      const answer: LoginResponse = { token: await createSession(deps.db, adminId) };
      sendOk(res, answer);
    },
  }),
  route({
    method: "POST",
    path: "/logout",
    access: "admin",
    handle: async ({ req, res, deps }) => {
      await revokeSession(deps.db, bearerToken(req) ?? "");
      sendOk(res);
    },
  }),
];
