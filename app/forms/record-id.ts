import { z } from "zod";

/**
 * The largest id a row can have: both databases' ids are 32-bit (PostgreSQL's `integer` refuses
 * more with an error, a 500 before this bound existed; SQLite simply finds nothing).
 */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * A product's, enquiry's, import's or saved mapping's id as a path or a body names it: a whole number
 * from 1 to MAX_RECORD_ID, digits in a path. Anything else names no row: the caller answers 404 for
 * a path and 400 for a body, never a database error (decision 079).
 */
export const recordIdSchema = z.coerce
  .number({ error: "An id is a whole number." })
  .int({ error: "An id is a whole number." })
  .min(1, { error: "An id is 1 or more." })
  .max(MAX_RECORD_ID, { error: `An id is at most ${MAX_RECORD_ID}.` });
