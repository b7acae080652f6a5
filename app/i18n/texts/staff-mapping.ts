import { areaTexts } from "../translate.ts";

/**
 * Texts of the mapping step's field sources (a column, several columns by a template) and of its
 * sample products as they will read (issue 26). Keys start with "mapping.".
 */
export const staffMappingEn = {
  "mapping.fields.title": "Where each field comes from",
  "mapping.fields.intro":
    "Choose a column for each field. One column can fill several fields; a field can also join several columns.",
  "mapping.fields.none": "Not in the sheet",
  "mapping.fields.column": "Column {column}: {header}",
  "mapping.fields.template": "Several columns joined…",
  "mapping.fields.templateLabel": "Columns for {field}, in braces",
  "mapping.fields.templateHint":
    "Write column headers or letters in braces, with any text between them, such as {example}. Columns: {headers}.",
  "mapping.fields.required": "required",
  "mapping.fields.firstValues": "First values: {values}",
  "mapping.fields.empty": "(empty)",
  "mapping.fields.fixed": "The same value on every row…",
  "mapping.fields.fixedLabel": "{field} of every row",
  "mapping.fault.template":
    "This template names no column in braces. Write a column's header or letter in braces, such as {example}, or choose “The same value on every row” to give every row one value.",
  "mapping.fault.source": "This choice cannot be used. Choose the field's source again.",
  "mapping.fault.notice": "One choice cannot be used: it is marked below. Your other choices are kept.",
  "mapping.newBrand": "A new brand…",
  "mapping.newBrandLabel": "Name of the new brand",
  "mapping.newBrandHint": "The import creates this brand and gives it every row.",
  "mapping.samples.title": "How the first products will read",
  "mapping.samples.intro":
    "Checked with the choices above. Vehicles go to the parts finder; text that is not a vehicle stays on the product as a note.",
  "mapping.samples.row": "Row {row}",
  "mapping.samples.name": "Name",
  "mapping.samples.partNumber": "Part number",
  "mapping.samples.brand": "Brand",
  "mapping.samples.category": "Category",
  "mapping.samples.vehicles": "Vehicles",
  "mapping.samples.noVehicles": "None",
  "mapping.samples.anyYear": "any year",
  "mapping.samples.newModel": "new model",
  "mapping.samples.note": "Not a vehicle, kept as a note",
  "mapping.samples.newModels": "The import adds these models to the parts finder: {models}.",
  "mapping.samples.notes_one": "{count} row has fitment text that is not a vehicle: it is kept as a note.",
  "mapping.samples.notes": "{count} rows have fitment text that is not a vehicle: it is kept as a note.",
  "mapping.changed": "The choices on screen have not been checked yet. Import checks them first.",
  "mapping.problemsHint":
    "Change the choices above and check again (a column, a fixed value, or importing only the good rows), or correct the sheet and choose it again.",
  "mapping.problemsIntro":
    "Nothing has been imported. Each problem names its row in the sheet (the header is row {row}).",
};

export const staffMappingTexts = await areaTexts(
  "staffMapping",
  staffMappingEn,
  import.meta.glob("./*/staff-mapping.ts"),
);
export type StaffMappingKey = keyof typeof staffMappingEn;
