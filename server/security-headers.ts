import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * Sends the security headers every response needs and makes a fresh nonce for each request, which
 * the page renderer puts on its inline scripts: no script runs unless we wrote it.
 * `style-src` allows inline styles because server-rendered style attributes (progress widths,
 * delays) need it; scripts never get 'unsafe-inline'.
 */
export function securityHeaders({ development }: { development: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: https:",
      "font-src 'self'",
      "media-src 'self'",
      `connect-src 'self'${development ? " ws: wss:" : ""}`,
      // The contact page embeds a map; nothing else may be framed.
      "frame-src https://www.google.com https://maps.google.com",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      ...(req.secure ? ["upgrade-insecure-requests"] : []),
    ];
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
