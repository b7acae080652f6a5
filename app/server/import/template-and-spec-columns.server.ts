/**
 * Two column look-ups of the mapping (sheet-mapping.server.ts): the columns a field's template names,
 * and the columns whose header names a specification field. Both find columns by header or letter.
 */
import type { SpecField } from "#app/catalogue/spec-fields.ts";
import type { TemplatePart } from "#app/forms/field-templates.ts";
import { fieldForHeader, findColumn, headerKey } from "./column-mapping.server.ts";

/** A field built from several columns: fixed text and column indexes, in order. */
export type PlannedTemplate = readonly ({ text: string } | { index: number })[];

/** What the mapping needs of a specification field to find its column: its key and names. */
export type SpecFieldNames = Pick<SpecField, "key" | "names">;

/**
 * The columns whose header names a specification field, by its key or a name in any language, a
 * unit in brackets aside ("Voltage (V)", "Tensión", "pulley-grooves"). Only columns no catalogue
 * field took and no known non-product column ("Price") is; each field once, the first column wins.
 */
export function guessSpecColumns(
  headers: readonly string[],
  taken: ReadonlySet<number>,
  specFields: readonly SpecFieldNames[],
): Record<string, number> {
  const keyBySpelling = new Map<string, string>();
  for (const field of specFields) {
    for (const spelling of [field.key, ...Object.values(field.names)]) {
      const key = headerKey(spelling ?? "");
      if (key && !keyBySpelling.has(key)) keyBySpelling.set(key, field.key);
    }
  }
  const found: Record<string, number> = {};
  headers.forEach((header, index) => {
    if (taken.has(index) || fieldForHeader(header) === "ignore") return;
    const key = keyBySpelling.get(headerKey(header.replace(/\s*[([][^)\]]*[)\]]\s*$/, "")));
    if (key && found[key] === undefined) found[key] = index;
  });
  return found;
}

/** A template's columns found in the sheet, or the first one that is not there. */
export function resolveTemplate(
  parts: readonly TemplatePart[],
  headers: readonly string[],
  width: number,
): { ok: true; parts: PlannedTemplate } | { ok: false; missing: string } {
  const planned: ({ text: string } | { index: number })[] = [];
  for (const part of parts) {
    if ("text" in part) {
      planned.push(part);
      continue;
    }
    const index = findColumn(part.column, headers, width);
    if (index === undefined) return { ok: false, missing: part.column };
    planned.push({ index });
  }
  return { ok: true, parts: planned };
}
