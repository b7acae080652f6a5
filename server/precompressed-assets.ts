import { readdirSync } from "node:fs";
import path from "node:path";
import type { NextFunction, Request, Response } from "express";

const encodings = [
  { name: "br", suffix: ".br" },
  { name: "gzip", suffix: ".gz" },
] as const;

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [token = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (token && (q === undefined || Number(q.slice(2)) > 0)) accepted.add(token);
  }
  return accepted;
}

/**
 * Serves the build's precompressed twins (`x.js.br`, `x.js.gz`, written by
 * scripts/vite/precompress.ts) of hashed assets to browsers that accept them, with the original's
 * type and a year's immutable caching. Anything else falls through to express.static. The set of
 * files is read once: hashed assets never change while the process runs.
 */
export function precompressedAssets(assetsDir: string) {
  let available: Set<string>;
  try {
    available = new Set(readdirSync(assetsDir));
  } catch {
    available = new Set();
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    if (name.includes("/") || !available.has(name)) return next();
    const accepted = acceptedEncodings(req.get("Accept-Encoding"));
    // Ours in order of preference (smallest first), not the header's order: Chrome lists gzip first.
    const encoding = encodings.find((e) => accepted.has(e.name) && available.has(name + e.suffix));
    res.vary("Accept-Encoding");
    if (!encoding) return next();
    // The type of the original file; send() keeps a Content-Type that is already set.
    res.type(path.extname(name));
    res.setHeader("Content-Encoding", encoding.name);
    res.sendFile(
      name + encoding.suffix,
      { root: assetsDir, immutable: true, maxAge: "1y", dotfiles: "deny" },
      (error) => {
        // A visitor who leaves mid-download aborts it: there is nothing left to answer or report.
        const aborted = (error as NodeJS.ErrnoException | undefined)?.code === "ECONNABORTED";
        if (error && !aborted && !res.headersSent) next(error);
      },
    );
  };
}
