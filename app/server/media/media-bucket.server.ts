/**
 * The media files in an S3 bucket (MEDIA_S3_BUCKET, decision 200), through the official AWS SDK, so
 * every process sees every photo. Also answers a photo's request from the bucket with its validators
 * and ranges (answer()), which server/media-route.ts turns into the HTTP response.
 */
import type { Readable } from "node:stream";
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { MediaBucketSettings } from "#app/server/env.server.ts";
import { contentTypeOf, type MediaObjects, type ObjectBody, type StoredObject } from "./media-objects.server.ts";

/** An object's name is random and never reused: its content never changes (the same as the folder's files). */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** What a photo's request asks of the bucket. */
export interface ObjectRequest {
  head: boolean;
  /** One byte range ("bytes=0-99", "bytes=100-", "bytes=-100"); others are ignored, the whole object answered. */
  range?: string | undefined;
  ifNoneMatch?: string | undefined;
  ifModifiedSince?: string | undefined;
}

export interface ObjectValidators {
  etag?: string | undefined;
  lastModified?: string | undefined;
}

export type ObjectAnswer =
  | {
      status: 200 | 206;
      validators: ObjectValidators;
      length: number | undefined;
      contentRange: string | undefined;
      /** Absent for HEAD. */
      body: Readable | undefined;
    }
  | { status: 304; validators: ObjectValidators }
  | { status: 404 }
  | { status: 416 };

const SINGLE_RANGE = /^bytes=(\d+-\d*|-\d+)$/;

export class MediaBucket implements MediaObjects {
  readonly kind = "bucket";
  readonly client: S3Client;
  readonly settings: MediaBucketSettings;

  constructor(settings: MediaBucketSettings) {
    this.settings = settings;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // By default the SDK sends a streamed body as aws-chunked with a CRC32 trailer, which some
      // S3-compatible services store with its framing (s3rver does); S3 itself takes either.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  get location(): string {
    return `s3://${this.settings.bucket}`;
  }

  async put(key: string, body: ObjectBody): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: Buffer.isBuffer(body) ? body : body.stream,
        ContentLength: Buffer.isBuffer(body) ? body.length : body.size,
        ContentType: contentTypeOf(key),
        // For a CDN serving the bucket directly (MEDIA_PUBLIC_URL): the same caching as the app's answers.
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  async read(key: string): Promise<Readable | null> {
    try {
      const output = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return output.Body as Readable;
    } catch (error) {
      if (statusOf(error) === 404) return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    // DeleteObjects takes at most 1,000 keys a call.
    for (let start = 0; start < keys.length; start += 1000) {
      const batch = keys.slice(start, start + 1000);
      const output = await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.settings.bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      const failed = output.Errors ?? [];
      if (failed.length > 0)
        throw new Error(`The bucket did not delete ${failed.map((e) => `${e.Key} (${e.Code})`).join(", ")}`);
    }
  }

  async *list(prefix?: string): AsyncIterable<StoredObject> {
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.settings.bucket,
          ...(prefix ? { Prefix: prefix } : {}),
          ...(ContinuationToken ? { ContinuationToken } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key === undefined) continue;
        yield { key: object.Key, size: object.Size ?? 0, modified: object.LastModified ?? new Date(0) };
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  /**
   * A photo's request answered from the bucket: the conditions and the range go to the bucket, which
   * answers 304, 206 or 416 itself, so one round trip serves every case and the validators are the
   * bucket's own (its ETag and Last-Modified, the same from every process).
   */
  async answer(key: string, request: ObjectRequest): Promise<ObjectAnswer> {
    const input = {
      Bucket: this.settings.bucket,
      Key: key,
      ...(request.range && SINGLE_RANGE.test(request.range) ? { Range: request.range } : {}),
      ...(request.ifNoneMatch ? { IfNoneMatch: request.ifNoneMatch } : {}),
      ...(request.ifModifiedSince && !request.ifNoneMatch
        ? { IfModifiedSince: new Date(request.ifModifiedSince) }
        : {}),
    };
    if (input.IfModifiedSince && Number.isNaN(input.IfModifiedSince.getTime())) delete input.IfModifiedSince;
    try {
      const output = await this.client.send(request.head ? new HeadObjectCommand(input) : new GetObjectCommand(input));
      const body = "Body" in output ? (output.Body as Readable | undefined) : undefined;
      return {
        status: output.ContentRange ? 206 : 200,
        validators: { etag: output.ETag, lastModified: output.LastModified?.toUTCString() },
        length: output.ContentLength,
        contentRange: output.ContentRange,
        body,
      };
    } catch (error) {
      const status = statusOf(error);
      if (status === 304) {
        const headers = (error as S3ServiceException).$response?.headers ?? {};
        // S3 repeats the ETag on a 304; a service that does not (s3rver) matched the one tag asked about.
        const askedFor =
          request.ifNoneMatch && /^(W\/)?"[^",]*"$/.test(request.ifNoneMatch) ? request.ifNoneMatch : undefined;
        return {
          status: 304,
          validators: { etag: headers.etag ?? askedFor, lastModified: headers["last-modified"] },
        };
      }
      if (status === 404) return { status: 404 };
      if (status === 416) return { status: 416 };
      throw error;
    }
  }
}

function statusOf(error: unknown): number | undefined {
  return error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
}
