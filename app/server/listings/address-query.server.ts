import { z } from "zod";
import { noControlCharacters } from "#app/forms/plain-text.ts";

/**
 * What a public page reads from its address, one rule for every listing and the search: a hand-edited
 * or stale address never breaks the page, a value it cannot use reads as none.
 */

/**
 * A word typed into the address (the search text, a make, a model): trimmed, at most 100 characters;
 * a longer one, or one holding a control character (decision 079), reads as empty. `label` names it
 * in the check's message.
 */
export const addressText = (label: string) =>
  z.string().trim().max(100).check(noControlCharacters({ label })).catch("");

/** A listing's page: a whole number from 1 to 10,000, else the first. */
export const pageNumber = z.coerce.number().int().min(1).max(10_000).catch(1);
