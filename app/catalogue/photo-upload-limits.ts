/**
 * What one photo upload request may carry. The server enforces these (app/server/upload-limits.server.ts
 * spreads them in) and the staff page splits a large choice into requests that fit, so they live
 * here, where both sides can import them.
 */
export const photoUploadLimits = {
  /** Bytes of one photo (the spec's hint "up to 10MB each", enforced: decision 031). */
  maxFileBytes: 10 * 1024 * 1024,
  /** Photos in one request. */
  maxFiles: 100,
  /** Bytes of all photos in one request: the server holds a request's photos in memory while it stores them. */
  maxRequestBytes: 40 * 1024 * 1024,
} as const;
