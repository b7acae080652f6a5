import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

interface PolicyOptions {
  development: boolean;
  secure: boolean;
}

/**
 * The Content-Security-Policy of a response whose scripts are allowed by `scriptSources`: a
 * per-request nonce for pages rendered for one visitor, or the hashes of a cached page's inline
 * scripts (decision 056). `style-src` allows inline styles because server-rendered style
 * attributes (progress widths, delays) need it; scripts never get 'unsafe-inline'.
 * 'wasm-unsafe-eval' lets the label scanner compile its WebAssembly (ZXing's barcode reader, and
 * Tesseract's core in its worker, which gets this header with its script): it allows compiling
 * WebAssembly only, not eval of JavaScript (decision 148).
 */
export function contentSecurityPolicy(scriptSources: readonly string[], { development, secure }: PolicyOptions) {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${scriptSources.map((source) => ` ${source}`).join("")}`,
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
    ...(secure ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The headers every response carries whatever its script policy, in one list so the render cache's
 * fast path (server/render-cache/cached-page-fast-path.ts) sends exactly what this middleware sends.
 */
export function fixedSecurityHeaders(secure: boolean): [string, string][] {
  return [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    // The camera for the label scanner on our own pages only (decision 148); no frame gets it.
    ["Permissions-Policy", "camera=(self), microphone=(), geolocation=(), payment=(), usb=()"],
    ...(secure ? ([["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]] as [string, string][]) : []),
  ];
}

const fixedHeaders = { secure: fixedSecurityHeaders(true), plain: fixedSecurityHeaders(false) };

/**
 * Sends the security headers every response needs and makes a fresh nonce for each request, which
 * the page renderer puts on its inline scripts: no script runs unless we wrote it. A page served
 * from the render cache replaces the policy with one naming its scripts' hashes.
 */
export function securityHeaders({ development }: { development: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy([`'nonce-${nonce}'`], { development, secure: req.secure }),
    );
    for (const [name, value] of req.secure ? fixedHeaders.secure : fixedHeaders.plain) res.setHeader(name, value);
    next();
  };
}
