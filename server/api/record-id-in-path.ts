import { parseRecordId } from "#app/forms/record-id.ts";
import { ApiError } from "./respond.ts";

/**
 * The id a call's path names (`/products/:id`, `/enquiries/:id`…), read by the one id parser: an id
 * in any other notation ("0x14", "1e1", "+17", "014") names no row, so it is the same 404 as an
 * unknown id (docs/api.md; decisions 079 and 175).
 */
export function recordIdInPath(value: unknown, notFound: string): number {
  const id = parseRecordId(value);
  if (id === undefined) throw new ApiError(404, notFound);
  return id;
}
