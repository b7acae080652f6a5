import { createHash } from "node:crypto";

// React escapes "</script" inside the scripts it writes, so the first closing tag ends each one.
const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The CSP sources ('sha256-…') of every inline script in a rendered page, in page order without
 * repeats: a cached page allows exactly the scripts it carries, with no nonce (decision 056).
 * Scripts with a src are not inline; 'self' covers those.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    if (/\ssrc\s*=/i.test(match[1] ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}
