import type { Request } from "express";

/**
 * The visitor's address for rate limits: the socket's peer, or what the configured trusted proxy
 * reports (Express's req.ip honours TRUST_PROXY). Never X-Forwarded-For read by hand.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? "unknown";
}
