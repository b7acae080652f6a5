import { areaTexts } from "../translate.ts";

/**
 * Texts of the staff screens for specifications (issue 27, decision 100): the fields of each
 * category, and a product's values in the product form. Keys start with "specs.". The server's
 * refusals are shown as it writes them.
 */
export const specsEn = {
  "specs.tab": "Specifications",
  "specs.title": "Specification fields",
  "specs.intro":
    "Each category has its own fields. Product pages show them in a table, listings filter by them, and sheets can fill them in the mapping step.",
  "specs.category": "Category",
  "specs.loadError": "The fields could not be loaded. Reload the page to try again.",
  "specs.empty": "This category has no specification fields yet.",
  "specs.add": "Add a field",
  "specs.edit": "Edit",
  "specs.editNamed": "Edit {name}",
  "specs.delete": "Delete",
  "specs.deleteNamed": "Delete {name}",
  "specs.confirmDelete":
    "Delete this field? Products keep their values, but pages, filters and exports no longer show them.",
  "specs.deleted": "{name} was deleted.",
  "specs.added": "{name} was added.",
  "specs.saved": "{name} was saved.",
  "specs.failed": "That did not work. Try again.",
  "specs.nameEn": "Name in English",
  "specs.nameIn": "Name in {language}",
  "specs.unit": "Unit",
  "specs.unitHint": "Such as mm, V or W; leave empty for none.",
  "specs.kind": "Kind",
  "specs.kind.number": "Number",
  "specs.kind.text": "Text",
  "specs.kind.choice": "One of a list",
  "specs.choices": "Choices",
  "specs.choicesHint":
    "One per line. Labels in other languages go after equals signs, in this order: {languages} (Yes = Sí = हाँ).",
  "specs.sortOrder": "Position",
  "specs.sortOrderHint": "Fields are shown from the lowest number up.",
  "specs.save": "Save",
  "specs.cancel": "Cancel",
  "specs.key": "key {key}",
  "specs.values": "Specifications",
  "specs.valuesHint": "Leave a field empty when the part has no such value. Numbers may be written with their unit.",
  "specs.chooseValue": "Not given",
  "specs.mapping.title": "Specification columns",
  "specs.mapping.intro":
    "Which column holds each specification. Units such as 24V or 650 mm, decimal commas and spellings such as R-134A are read; each row uses the fields of its own category.",
  "specs.mapping.none": "No column",
  "specs.mapping.column": "Column {column}: {header}",
  "specs.mapping.categories": "{name} ({categories})",
} as const;

export type SpecsKey = keyof typeof specsEn;

export const specsTexts = await areaTexts("specs", specsEn, import.meta.glob("./*/staff-specs.ts"));
