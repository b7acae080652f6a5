import { z } from "zod";

/**
 * The largest id a row can have: both databases' ids are 32-bit (PostgreSQL's `integer` refuses
 * more with an error, a 500 before this bound existed; SQLite simply finds nothing).
 */
export const MAX_RECORD_ID = 2_147_483_647;

export const RECORD_ID_FORMAT = `An id is a whole number from 1 to ${MAX_RECORD_ID} in plain digits, such as 12.`;

/**
 * An id written as text reads only as plain decimal digits, with no sign, spaces or leading zero:
 * JavaScript's Number() also reads "0x14", "1e1", "0b10101", "0o26", "+17" and " 14 " as numbers,
 * so one product answered to many addresses and a typo could change a real row (decision 175).
 */
const PLAIN_DECIMAL = /^[1-9][0-9]{0,9}$/;

/**
 * A product's, enquiry's, import's, saved mapping's or specification field's id as a path, a query
 * string or a body names it: a whole number from 1 to MAX_RECORD_ID, as a JSON number or as plain
 * decimal digits. Anything else is undefined: it names no row, and the caller answers 404 for a path
 * and 400 for a body, never a database error (decisions 079 and 175).
 */
export function parseRecordId(value: unknown): number | undefined {
  const id = typeof value === "string" && PLAIN_DECIMAL.test(value) ? Number(value) : value;
  return typeof id === "number" && Number.isInteger(id) && id >= 1 && id <= MAX_RECORD_ID ? id : undefined;
}

/** parseRecordId as a zod schema, for the schemas of query strings and bodies. */
export const recordIdSchema = z.unknown().transform((value, context): number => {
  const id = parseRecordId(value);
  if (id === undefined) context.addIssue({ code: "custom", message: RECORD_ID_FORMAT, input: value });
  return id ?? z.NEVER;
});
