import { useId, useState } from "react";
import type { NotABrandReason } from "#app/catalogue/not-a-brand.ts";
import { termSlug } from "#app/catalogue/term-slug.ts";
import {
  type ImportMappingRequest,
  NEW_VALUE,
  OTHER_VALUES,
  SKIP_VALUE,
  type UnknownValue,
  type UnknownValues,
  type ValueField,
} from "#app/forms/import-mapping.ts";
import { staffImportTexts } from "#app/i18n/texts/staff-import.ts";
import { fieldStyles, formatList, StaffButton } from "./ui.tsx";

/**
 * The unknown brands and categories of a price list as groups of spellings of one thing (decision
 * 092): one decision per group, the closest known one pre-selected, and one choice for every group
 * left undecided. Built to stay short on a phone with a hundred values: largest groups first, the
 * first few shown until staff ask for all.
 */

/** Spellings that name one thing: the first (which a decision is keyed by) and the others. */
export interface ValueGroup {
  lead: string;
  spellings: string[];
  rows: number;
  suggested?: string;
  /** Every spelling names no parts maker, and this is why (decision 184). */
  notBrand?: NotABrandReason;
}

/** The groups of an answer's unknown values (UnknownValue.group), largest first, else in sheet order. */
export function valueGroups(values: readonly UnknownValue[]): ValueGroup[] {
  const groups = new Map<string, ValueGroup>();
  for (const value of values) {
    const lead = value.group ?? value.value;
    const group = groups.get(lead) ?? { lead, spellings: [], rows: 0 };
    group.spellings.push(value.value);
    group.rows += value.rows;
    if (value.suggested) group.suggested = value.suggested;
    groups.set(lead, group);
  }
  for (const group of groups.values()) {
    const reasons = values
      .filter((value) => (value.group ?? value.value) === group.lead)
      .map((value) => value.notBrand);
    if (reasons[0] && reasons.every((reason) => reason !== undefined)) group.notBrand = reasons[0];
  }
  return [...groups.values()].sort((a, b) => b.rows - a.rows);
}

/** A select's value for "new, named by this spelling": a spelling is no slug, so it cannot clash. */
const NEW_PREFIX = "new:";

/** What the draft decides for a group, as the group's select shows it ("" when undecided). */
export function groupChoice(draft: ImportMappingRequest, field: ValueField, group: ValueGroup): string {
  const choices = draft.values?.[field] ?? {};
  const named = group.spellings.find((spelling) => choices[spelling] === NEW_VALUE);
  if (named !== undefined) return `${NEW_PREFIX}${named}`;
  const spelling = group.spellings.find((candidate) => choices[candidate] !== undefined);
  return spelling === undefined ? "" : (choices[spelling] ?? "");
}

/**
 * The draft with a group's decision: one key, the first spelling (or, for a new one, the spelling
 * it is to be named by); the server follows it for the group's other spellings.
 */
export function withGroupChoice(
  draft: ImportMappingRequest,
  field: ValueField,
  group: ValueGroup,
  choice: string,
): ImportMappingRequest {
  const current = { ...(draft.values?.[field] ?? {}) };
  for (const spelling of group.spellings) delete current[spelling];
  if (choice.startsWith(NEW_PREFIX)) current[choice.slice(NEW_PREFIX.length)] = NEW_VALUE;
  else if (choice !== "") current[group.lead] = choice;
  return { ...draft, values: { ...draft.values, [field]: current } };
}

/** The draft with the closest known term chosen for every group that has one and no decision yet. */
export function withSuggestions(draft: ImportMappingRequest, unknownValues: UnknownValues): ImportMappingRequest {
  let next = draft;
  for (const field of ["brand", "category"] as const) {
    for (const group of valueGroups(unknownValues[field])) {
      if (group.suggested && groupChoice(next, field, group) === "") {
        next = withGroupChoice(next, field, group, group.suggested);
      }
    }
  }
  return next;
}

/** The brands (categories) this import is to create, by the groups decided "new": slug and name. */
export function termsCreatedHere(
  draft: ImportMappingRequest,
  field: ValueField,
  except?: ValueGroup,
): { slug: string; name: string }[] {
  const created = new Map<string, string>();
  for (const [spelling, choice] of Object.entries(draft.values?.[field] ?? {})) {
    if (choice !== NEW_VALUE || spelling === OTHER_VALUES || except?.spellings.includes(spelling)) continue;
    const slug = termSlug(spelling);
    if (slug && !created.has(slug)) created.set(slug, spelling);
  }
  return [...created].map(([slug, name]) => ({ slug, name }));
}

/** Groups shown before "Show all". */
const FIRST_GROUPS = 10;

export function UnknownValuesStep({
  field,
  values,
  options,
  draft,
  onChange,
  disabled,
}: {
  field: ValueField;
  values: readonly UnknownValue[];
  options: readonly { slug: string; name: string }[];
  draft: ImportMappingRequest;
  onChange: (draft: ImportMappingRequest) => void;
  disabled: boolean;
}) {
  const { t, language } = staffImportTexts.useTexts();
  const id = useId();
  const [showAll, setShowAll] = useState(false);
  const groups = valueGroups(values);
  const shown = showAll ? groups : groups.slice(0, FIRST_GROUPS);
  const undecided = groups.filter((group) => groupChoice(draft, field, group) === "");
  // "New" for the remaining does not cover what names no maker (decision 184): the server leaves it out.
  const undecidedNotBrands = undecided.filter((group) => group.notBrand).length;
  const others = draft.values?.[field]?.[OTHER_VALUES] ?? "";
  const nameOf = (slug: string) => options.find((option) => option.slug === slug)?.name ?? slug;
  const brand = field === "brand";
  const undecidedLabel = (group: ValueGroup) => {
    if (others === "") return t("import.unknown.choose");
    return others === NEW_VALUE && group.notBrand
      ? t("import.unknown.notBrandLeftOut")
      : t("import.unknown.asRemaining");
  };

  return (
    <div className="space-y-3">
      <h4 className="text-sm font-semibold text-slate-800">
        {t(brand ? "import.unknown.brandGroups" : "import.unknown.categoryGroups", { count: groups.length })}
      </h4>
      {/* Before the groups: on a phone, the choice for all is not a hundred cards away. */}
      <fieldset className="space-y-1">
        <legend className="text-sm font-semibold text-slate-800">
          {t("import.unknown.remaining", { count: undecided.length })}
        </legend>
        {(
          [
            ["", "import.unknown.remainingAsk"],
            [NEW_VALUE, brand ? "import.unknown.remainingNewBrand" : "import.unknown.remainingNewCategory"],
            [SKIP_VALUE, "import.unknown.remainingSkip"],
          ] as const
        ).map(([choice, label]) => (
          <label key={label} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-remaining`}
              className="mt-1 size-4"
              checked={others === choice}
              disabled={disabled}
              onChange={() => {
                const current = { ...(draft.values?.[field] ?? {}) };
                if (choice === "") delete current[OTHER_VALUES];
                else current[OTHER_VALUES] = choice;
                onChange({ ...draft, values: { ...draft.values, [field]: current } });
              }}
            />
            {t(label)}
          </label>
        ))}
        {brand && others === NEW_VALUE && undecidedNotBrands > 0 ? (
          <p className="text-xs text-amber-800">{t("import.unknown.notBrandExcept", { count: undecidedNotBrands })}</p>
        ) : null}
      </fieldset>
      <ul className="grid gap-3 sm:grid-cols-2">
        {shown.map((group, index) => {
          const created = termsCreatedHere(draft, field, group);
          const selectId = `${id}-${index}`;
          return (
            <li key={group.lead} className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800 ring-1 ring-slate-200">
              <label htmlFor={selectId} className="block break-words font-medium">
                {t("import.unknown.rows", { value: group.lead, count: group.rows })}
              </label>
              {group.spellings.length > 1 ? (
                <p className="mt-0.5 break-words text-xs text-slate-600">
                  {t("import.unknown.alsoWritten", { list: formatList(group.spellings.slice(1), language) })}
                </p>
              ) : null}
              {group.notBrand ? (
                <p className="mt-0.5 text-xs text-amber-800" data-not-brand={group.notBrand}>
                  {t(`import.unknown.notBrand.${group.notBrand}`)}
                </p>
              ) : null}
              {group.suggested ? (
                <p className="mt-0.5 text-xs text-slate-600">
                  {t("import.unknown.suggested", { name: nameOf(group.suggested) })}
                </p>
              ) : null}
              <select
                id={selectId}
                className={`${fieldStyles} mt-1`}
                value={groupChoice(draft, field, group)}
                disabled={disabled}
                onChange={(event) => onChange(withGroupChoice(draft, field, group, event.target.value))}
              >
                <option value="">{undecidedLabel(group)}</option>
                {group.spellings.map((spelling) => (
                  <option key={spelling} value={`${NEW_PREFIX}${spelling}`}>
                    {t(brand ? "import.unknown.newBrand" : "import.unknown.newCategory", { value: spelling })}
                  </option>
                ))}
                <option value={SKIP_VALUE}>{t("import.unknown.skip")}</option>
                {created.length > 0 ? (
                  <optgroup label={t(brand ? "import.unknown.createdBrands" : "import.unknown.createdCategories")}>
                    {created.map((term) => (
                      <option key={term.slug} value={term.slug}>
                        {term.name}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                <optgroup label={t("import.unknown.mapTo")}>
                  {options.map((option) => (
                    <option key={option.slug} value={option.slug}>
                      {option.name}
                    </option>
                  ))}
                </optgroup>
              </select>
            </li>
          );
        })}
      </ul>
      {groups.length > shown.length ? (
        <StaffButton look="quiet" onClick={() => setShowAll(true)}>
          {t("import.unknown.showAll", { count: groups.length })}
        </StaffButton>
      ) : null}
    </div>
  );
}
