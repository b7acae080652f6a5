/**
 * Sizes and counts in the sentences staff read (upload limits, refusals). Plain erasable TypeScript
 * without imports: the xlsx worker thread, which Node runs from source, imports it too.
 */

/** A whole number with thousands separators: 50,000. */
export function formatCount(value: number): string {
  return value.toLocaleString("en-US");
}

/** Bytes as whole megabytes (MiB, as upload limits are set): 20 MB. */
export function formatMegabytes(bytes: number): string {
  return `${Math.round(bytes / (1024 * 1024))} MB`;
}
