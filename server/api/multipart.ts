import busboy from "busboy";
import type { Request } from "express";
import type { z } from "zod";
import { controlCharacterIn, controlCharacterMessage } from "#app/forms/plain-text.ts";
import { uploadLimits } from "#app/server/upload-limits.server.ts";
import { formatMegabytes } from "#app/utils/format-size.ts";
import { ApiError, noFields, parseRequest } from "./respond.ts";

/** One file of a multipart/form-data body, as busboy hands it over: its form field, file name and bytes. */
export interface MultipartFile {
  field: string;
  name: string;
  /** The whole of its own ArrayBuffer (`data.buffer`), which a caller may transfer to a worker. */
  data: Buffer;
}

export interface MultipartLimits {
  /** Field names that may carry files; any other file field is refused. */
  fileFields: readonly string[];
  maxFiles: number;
  maxFileBytes: number;
  maxFields: number;
  /** The message for a file over maxFileBytes. */
  tooLargeMessage: (fileName: string) => string;
  /** Bytes all files may add up to, and the message past it (for requests of several files). */
  total?: { maxBytes: number; message: string };
  /** Longest text field value in bytes (default 1,024); a longer one ends the request with 413. */
  maxFieldBytes?: number;
}

export interface MultipartBody {
  files: MultipartFile[];
  /** The text fields, by name (the last one of a repeated name). */
  fields: Record<string, string>;
}

/**
 * An upload's files, with its text fields read through a strict schema (none by default): a text
 * field the call does not know is refused by name, like an unknown field of a JSON body.
 */
export async function readUpload<S extends z.ZodType = typeof noFields>(
  req: Request,
  limits: MultipartLimits,
  fieldsSchema?: S,
): Promise<{ files: MultipartFile[]; fields: z.output<S> }> {
  const { files, fields } = await readMultipart(req, limits);
  return { files, fields: parseRequest((fieldsSchema ?? noFields) as S, fields, "form") };
}

/** The limits of every photo upload: one photo's size and the form's parts. */
export const photoUploadLimits = {
  maxFileBytes: uploadLimits.images.maxFileBytes,
  maxFields: uploadLimits.maxMultipartFields,
  tooLargeMessage: (name: string) => `"${name}" is larger than ${formatMegabytes(uploadLimits.images.maxFileBytes)}.`,
} satisfies Partial<MultipartLimits>;

/** The one photo of a replace-this-picture call (multipart field `image`); `missing` when none came. */
export async function readOnePhoto(req: Request, missing: string): Promise<MultipartFile> {
  const { files } = await readUpload(req, { ...photoUploadLimits, fileFields: ["image"], maxFiles: 1 });
  const file = files[0];
  if (!file || file.data.length === 0) throw new ApiError(400, missing);
  return file;
}

/** The refusal for busboy's error: a body that stopped mid-form, or one that is no form. */
function readError(error: Error): ApiError {
  return error.message === "Unexpected end of form"
    ? new ApiError(400, "The upload was interrupted.")
    : new ApiError(400, "The upload could not be read.");
}

/**
 * Reads a multipart/form-data body into memory within hard limits: a file one byte over its limit,
 * files one byte over their total, too many files or too many parts end the request with 413 before
 * more is read.
 */
export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    if (!req.is("multipart/form-data")) {
      reject(new ApiError(400, "Send the file as multipart/form-data."));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: limits.maxFiles,
          fields: limits.maxFields,
          parts: limits.maxFiles + limits.maxFields,
          fieldSize: limits.maxFieldBytes ?? 1024,
        },
      });
    } catch {
      reject(new ApiError(400, "The upload could not be read."));
      return;
    }
    const files: MultipartFile[] = [];
    const fields: Record<string, string> = {};
    let totalBytes = 0;
    let failed = false;
    const fail = (error: ApiError) => {
      if (failed) return;
      failed = true;
      req.unpipe(parser);
      req.resume();
      reject(error);
    };

    parser.on("file", (field, stream, info) => {
      // busboy ends a file cut off by the end of the body with an "error" on the file's own stream;
      // unheard, that error took the whole process down, also for a file refused below.
      stream.on("error", (error: Error) => fail(readError(error)));
      if (!limits.fileFields.includes(field)) {
        stream.resume();
        fail(new ApiError(400, `Unexpected file field "${field}". Use "${limits.fileFields.join('" or "')}".`));
        return;
      }
      // The name is stored (the import history, the media library): text only (decision 079).
      const codePoint = controlCharacterIn(info.filename ?? "");
      if (codePoint) {
        stream.resume();
        fail(new ApiError(400, controlCharacterMessage("The file name", codePoint)));
        return;
      }
      // Each chunk is copied into the file's own growing memory as it comes: no copy of the whole
      // file at the end (20 MB at once stalls the event loop on a busy machine), and the result can
      // move to an import's worker without another copy. Only touched pages are committed.
      const data = new ArrayBuffer(0, { maxByteLength: limits.maxFileBytes });
      stream.on("data", (chunk: Buffer) => {
        if (failed) return;
        totalBytes += chunk.length;
        if (limits.total && totalBytes > limits.total.maxBytes) {
          stream.resume();
          fail(new ApiError(413, limits.total.message));
          return;
        }
        // busboy stops a file at maxFileBytes and says so with "limit".
        const end = Math.min(data.byteLength + chunk.length, limits.maxFileBytes);
        const start = data.byteLength;
        data.resize(end);
        new Uint8Array(data, start).set(chunk.subarray(0, end - start));
      });
      stream.on("limit", () => fail(new ApiError(413, limits.tooLargeMessage(info.filename ?? "upload"))));
      stream.on("close", () => {
        if (!failed) files.push({ field, name: info.filename || "upload", data: Buffer.from(data) });
      });
    });
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) {
        const limit = (limits.maxFieldBytes ?? 1024).toLocaleString("en-US");
        fail(new ApiError(413, `The field "${name}" is longer than ${limit} bytes.`));
        return;
      }
      fields[name] = value;
    });
    parser.on("filesLimit", () =>
      fail(
        new ApiError(
          413,
          limits.maxFiles === 1 ? "Send one file at a time." : `Send at most ${limits.maxFiles} files at a time.`,
        ),
      ),
    );
    parser.on("partsLimit", () => fail(new ApiError(413, "The upload has too many parts.")));
    parser.on("fieldsLimit", () => fail(new ApiError(413, "The upload has too many fields.")));
    parser.on("error", (error: Error) => fail(readError(error)));
    parser.on("close", () => {
      if (!failed) resolve({ files, fields });
    });
    // A client that leaves mid-body: the file read so far is dropped with this request (decision 179).
    req.on("aborted", () => fail(new ApiError(400, "The upload was interrupted.")));
    req.on("close", () => {
      if (!req.complete) fail(new ApiError(400, "The upload was interrupted."));
    });
    req.pipe(parser);
  });
}
