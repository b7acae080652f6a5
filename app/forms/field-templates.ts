/**
 * A field built from several columns: a template such as "{Sub_Cat} {Manufacturer} {ID}" names
 * columns in braces (by header text or letter) between fixed text. Browser-safe: the mapping step
 * previews it, the server fills it per row.
 */
import { z } from "zod";
import { noControlCharacters } from "./plain-text.ts";

const MAX_TEMPLATE = 500;

export type TemplatePart = { text: string } | { column: string };

/** The parts of a template: fixed text and the columns it names, in order. */
export function templateParts(template: string): TemplatePart[] {
  const parts: TemplatePart[] = [];
  let rest = template;
  for (let match = rest.match(/\{([^{}]*)\}/); match; match = rest.match(/\{([^{}]*)\}/)) {
    const at = match.index ?? 0;
    if (at > 0) parts.push({ text: rest.slice(0, at) });
    parts.push({ column: (match[1] ?? "").trim() });
    rest = rest.slice(at + match[0].length);
  }
  if (rest !== "") parts.push({ text: rest });
  return parts;
}

/** The columns a template names, as written. */
export function templateColumns(template: string): string[] {
  return templateParts(template).flatMap((part) => ("column" in part ? [part.column] : []));
}

export const fieldTemplateSchema = z
  .string()
  .trim()
  .min(1)
  .max(MAX_TEMPLATE)
  .check(noControlCharacters({ label: "A template" }))
  .refine((template) => templateColumns(template).length > 0, {
    error: 'A template names at least one column in braces, such as "{Sub_Cat} {Manufacturer} {ID}".',
  })
  .refine((template) => templateColumns(template).every((column) => column !== ""), {
    error: "A template's braces hold a column's header text or letter.",
  });
