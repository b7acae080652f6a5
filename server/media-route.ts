import { pipeline } from "node:stream";
import type { RequestHandler, Response } from "express";
import { IMMUTABLE_CACHE_CONTROL, type MediaBucket } from "#app/server/media/media-bucket.server.ts";
import type { MediaStore } from "#app/server/media/media-store.server.ts";

/** A rendition's name as the server generated it: only these are public, never an original. */
const RENDITION_NAME = /^[0-9a-f]{24}-\d{1,4}\.webp$/;

/** How long a browser may keep a redirect to MEDIA_PUBLIC_URL: a changed CDN address is followed within a day. */
const REDIRECT_CACHE_CONTROL = "public, max-age=86400";

/**
 * GET /media/:file, the photos' addresses, the same wherever the files live (decision 200). From the
 * folder, Express's sendFile; from a bucket, the object streamed with the bucket's ETag and
 * Last-Modified (304 to a revalidation, 206 to a range), or with MEDIA_PUBLIC_URL a redirect to the
 * CDN (decision 201). A name is random and never reused, so its content never changes: a year's cache.
 */
export function mediaRoute(media: MediaStore): RequestHandler {
  return (req, res, next) => {
    const file = String(req.params.file);
    if (!RENDITION_NAME.test(file)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    if (media.kind === "folder") {
      res.sendFile(file, {
        root: media.directory,
        dotfiles: "deny",
        immutable: true,
        maxAge: "1y",
        headers: { "Content-Type": "image/webp" },
      });
      return;
    }
    if (media.settings.publicUrl) {
      res.set("Cache-Control", REDIRECT_CACHE_CONTROL).redirect(302, `${media.settings.publicUrl}${file}`);
      return;
    }
    streamFromBucket(media, file, req.method === "HEAD", req.headers, res).catch(next);
  };
}

async function streamFromBucket(
  bucket: MediaBucket,
  key: string,
  head: boolean,
  headers: NodeJS.Dict<string | string[]>,
  res: Response,
): Promise<void> {
  const answer = await bucket.answer(key, {
    head,
    range: headerValue(headers.range),
    ifNoneMatch: headerValue(headers["if-none-match"]),
    ifModifiedSince: headerValue(headers["if-modified-since"]),
  });
  if (answer.status === 404 || answer.status === 416) {
    // The same answers as the folder's: sendFile passes these to the final error handler too.
    throw Object.assign(new Error(answer.status === 404 ? "No such media object" : "Range not satisfiable"), {
      status: answer.status,
    });
  }
  res.status(answer.status).set("Cache-Control", IMMUTABLE_CACHE_CONTROL);
  if (answer.validators.etag) res.set("ETag", answer.validators.etag);
  if (answer.validators.lastModified) res.set("Last-Modified", answer.validators.lastModified);
  if (answer.status === 304) {
    res.end();
    return;
  }
  res.set({ "Content-Type": "image/webp", "Accept-Ranges": "bytes" });
  if (answer.length !== undefined) res.set("Content-Length", String(answer.length));
  if (answer.contentRange) res.set("Content-Range", answer.contentRange);
  const { body } = answer;
  if (!body) {
    res.end();
    return;
  }
  // A client that leaves mid-photo ends the bucket's stream too; a bucket that breaks off cuts the
  // answer (its headers are out, so a cut connection is the only way to say it).
  pipeline(body, res, () => {});
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
