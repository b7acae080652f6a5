import type { Kysely, Selectable } from "kysely";
import {
  findChoice,
  type LanguageNames,
  lookAlikeKey,
  parseSpecValues,
  type SpecChoice,
  type SpecField,
  type SpecFieldKind,
  type SpecFieldSet,
} from "#app/catalogue/spec-fields.ts";
import { termSlug } from "#app/catalogue/term-slug.ts";
import type { CreateSpecFieldInput, SpecChoiceInput, UpdateSpecFieldInput } from "#app/forms/spec-field.ts";
import type { Database, SpecFieldsTable } from "#app/server/db/schema.ts";
import { formatCount } from "#app/utils/format-size.ts";
import { loadTaxonomy } from "./taxonomy.server.ts";
import { memoisedPerVersion } from "./version-memo.server.ts";

/**
 * Every read and write of the specification fields (docs/decisions/100). The table is small and
 * read by every product page, listing and import, so it is read once per catalogue version.
 */
export type { SpecFieldSet };

export class SpecFieldRefusal extends Error {
  readonly status: 404 | 409;
  constructor(status: 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

export function loadSpecFields(db: Kysely<Database>): Promise<SpecFieldSet> {
  return memoisedPerVersion(db, "spec-fields", () => readSpecFields(db));
}

/** Uncached, for a transaction that must see its own writes. */
export async function readSpecFields(db: Kysely<Database>): Promise<SpecFieldSet> {
  const rows = await db.selectFrom("spec_fields").selectAll().orderBy("sort_order").orderBy("id").execute();
  const all = rows.map(fieldFromRow);
  const byCategory = new Map<string, SpecField[]>();
  for (const field of all) byCategory.set(field.categorySlug, [...(byCategory.get(field.categorySlug) ?? []), field]);
  return { all, ofCategory: (slug) => byCategory.get(slug) ?? [] };
}

function parseJson<T>(json: string, fallback: T): T {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
}

export function fieldFromRow(row: Selectable<SpecFieldsTable>): SpecField {
  const names = parseJson<Partial<LanguageNames>>(row.names, {});
  return {
    id: Number(row.id),
    categorySlug: row.category_slug,
    key: row.key,
    names: { ...names, en: names.en || row.key },
    unit: row.unit,
    kind: row.kind,
    choices: parseJson<SpecChoice[]>(row.choices, []),
    sortOrder: Number(row.sort_order),
  };
}

/** A choice as stored: empty labels and aliases left out. */
function storedChoice(input: SpecChoiceInput): SpecChoice {
  if (typeof input === "string") return { value: input };
  const labels = Object.fromEntries(Object.entries(input.labels ?? {}).filter(([, label]) => label));
  return {
    value: input.value,
    ...(Object.keys(labels).length > 0 ? { labels } : {}),
    ...(input.aliases && input.aliases.length > 0 ? { aliases: input.aliases } : {}),
  };
}

function storedNames(names: LanguageNames): string {
  return JSON.stringify(Object.fromEntries(Object.entries(names).filter(([, name]) => name)));
}

/** A choice list must name each value once, however it is written ("R-134a" and "R134a" are one). */
function checkChoices(kind: SpecFieldKind, choices: readonly SpecChoice[]): void {
  if (kind !== "choice") {
    if (choices.length > 0) throw new SpecFieldRefusal(409, "Only a choice field has a list of choices.");
    return;
  }
  if (choices.length === 0) throw new SpecFieldRefusal(409, "A choice field needs at least one choice.");
  const seen = new Map<string, string>();
  for (const choice of choices) {
    const key = lookAlikeKey(choice.value);
    const earlier = seen.get(key);
    if (earlier !== undefined || key === "") {
      throw new SpecFieldRefusal(
        409,
        key === ""
          ? `The choice "${choice.value}" needs a letter or a digit.`
          : `The choices "${earlier}" and "${choice.value}" read as the same value; keep one.`,
      );
    }
    seen.set(key, choice.value);
  }
}

async function categoryOf(db: Kysely<Database>, value: string): Promise<string> {
  const category = (await loadTaxonomy(db)).resolveCategory(value);
  if (!category) throw new SpecFieldRefusal(404, `No category is called "${value}".`);
  return category.slug;
}

export async function createSpecField(db: Kysely<Database>, input: CreateSpecFieldInput): Promise<SpecField> {
  const categorySlug = await categoryOf(db, input.category);
  const key = input.key ?? termSlug(input.names.en);
  if (key === "") throw new SpecFieldRefusal(409, "The English name needs a letter or a digit to make the key from.");
  const choices = (input.choices ?? []).map(storedChoice);
  checkChoices(input.kind, choices);
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom("spec_fields")
      .select(["key", "sort_order"])
      .where("category_slug", "=", categorySlug)
      .execute();
    if (existing.some((row) => row.key === key)) {
      throw new SpecFieldRefusal(409, `The category already has a field with the key "${key}".`);
    }
    const now = new Date().toISOString();
    const last = Math.max(0, ...existing.map((row) => Number(row.sort_order)));
    const row = {
      category_slug: categorySlug,
      key,
      names: storedNames(input.names),
      unit: input.unit ?? "",
      kind: input.kind,
      choices: JSON.stringify(choices),
      sort_order: input.sortOrder ?? last + 10,
      created_at: now,
      updated_at: now,
    };
    const inserted = await trx.insertInto("spec_fields").values(row).returning("id").executeTakeFirstOrThrow();
    return fieldFromRow({ ...row, id: Number(inserted.id) });
  });
}

/**
 * Changes names, unit, kind, choices or order. A change that would leave stored values meaningless
 * is refused with the count of products that hold them: another kind while products have values,
 * or a choice taken away that products use. Staff change those products first.
 */
export async function updateSpecField(
  db: Kysely<Database>,
  id: number,
  input: UpdateSpecFieldInput,
): Promise<SpecField> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("spec_fields").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) throw new SpecFieldRefusal(404, "No specification field has that id.");
    const current = fieldFromRow(row);
    const kind = input.kind ?? current.kind;
    const choices = input.choices ? input.choices.map(storedChoice) : kind === current.kind ? current.choices : [];
    checkChoices(kind, choices);
    const values = await valuesOf(trx, current);
    if (kind !== current.kind && values.length > 0) {
      throw new SpecFieldRefusal(
        409,
        `${formatCount(values.length)} products have a ${current.names.en} value, so its kind cannot change. Clear their values first.`,
      );
    }
    if (kind === "choice") {
      const orphaned = values.filter((value) => !findChoice({ choices }, String(value)));
      if (orphaned.length > 0) {
        throw new SpecFieldRefusal(
          409,
          `${formatCount(orphaned.length)} products have ${current.names.en} "${orphaned[0]}", which the new choices leave out. Keep it, or change those products first.`,
        );
      }
    }
    const changed = {
      names: input.names ? storedNames(input.names) : row.names,
      unit: input.unit ?? row.unit,
      kind,
      choices: JSON.stringify(choices),
      sort_order: input.sortOrder ?? Number(row.sort_order),
      updated_at: new Date().toISOString(),
    };
    await trx.updateTable("spec_fields").set(changed).where("id", "=", id).execute();
    return fieldFromRow({ ...row, ...changed });
  });
}

/**
 * Removes a field. Products keep their values in their rows (undo of an import stays exact), but
 * no page, filter or export shows them; a field added again under the same key shows them again.
 */
export async function deleteSpecField(db: Kysely<Database>, id: number): Promise<void> {
  const result = await db.deleteFrom("spec_fields").where("id", "=", id).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new SpecFieldRefusal(404, "No specification field has that id.");
}

/** The values products of the field's category hold for it, one per product. */
async function valuesOf(db: Kysely<Database>, field: SpecField): Promise<(string | number)[]> {
  const rows = await db
    .selectFrom("products")
    .select("specs")
    .where("category_slug", "=", field.categorySlug)
    .where("specs", "<>", "{}")
    .execute();
  return rows.flatMap((row) => {
    const value = parseSpecValues(row.specs)[field.key];
    return value === undefined ? [] : [value];
  });
}
