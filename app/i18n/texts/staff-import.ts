import { areaTexts } from "../translate.ts";

/**
 * Texts of the import's mapping step, the report of skipped rows and the saved mappings (issue 15).
 * Keys start with "import.". Kept apart from staff.ts so the import's screen can grow on its own.
 */
export const staffImportEn = {
  "import.fields.name": "Product Name",
  "import.fields.partNumber": "Part Number",
  "import.fields.brand": "Brand",
  "import.fields.category": "Category",
  "import.fields.description": "Description",
  "import.fields.image": "Image",
  "import.fields.rating": "Rating",
  "import.fields.oeNumbers": "OE Numbers",
  "import.fields.crossReferences": "Cross References",
  "import.fields.fits": "Fits",

  "import.mapping.title": "Columns",
  "import.mapping.intro":
    "Check where each field comes from. Columns no field uses are not imported (prices, stock, notes).",
  "import.mapping.saved": 'Mapped as saved in "{name}".',
  "import.mapping.sheet": "Sheet",
  "import.mapping.headerRow": "Header row",
  "import.mapping.noHeader": "(no header)",
  "import.mapping.fixedTitle": "The same value on every row",
  "import.mapping.fixedIntro": 'For a field the sheet lacks, such as "every row is Denso".',
  "import.mapping.fixedBrand": "Brand of every row",
  "import.mapping.fixedCategory": "Category of every row",
  "import.mapping.fixedNone": "None: from the sheet",
  "import.mapping.fixedWords": "From each row's name and description",
  "import.mapping.wordsNote":
    "A row is placed only when its name is surely about a category's part. Other parts and accessories (oils, filters, a radiator cap, an engine valve) are left out; rows it cannot be sure of (a valve, a fan with nothing to say which) need a look. Both are listed with their row numbers.",
  "import.mapping.groupRows": "Read group rows (a line with only a group name) as the category",
  "import.mapping.rowErrors": "Rows with problems",
  "import.mapping.refuse": "Refuse the whole file (nothing is imported until every row is right)",
  "import.mapping.skip": "Import the good rows and give me a report of the others",
  "import.mapping.apply": "Check again with these choices",
  "import.mapping.show": "Show the column mapping",

  "import.unknown.title": "Values the catalogue does not know",
  "import.unknown.intro":
    "Spellings of one name are grouped, and the closest brand or category of the catalogue is already chosen when there is one. For each group, map it to a brand or category of the catalogue, create a new one under the spelling you pick, or leave its rows out.",
  "import.unknown.brand": "Brands",
  "import.unknown.category": "Categories",
  "import.unknown.rows": "{value}: {count} rows",
  "import.unknown.rows_one": "{value}: 1 row",
  "import.unknown.choose": "Choose…",
  "import.unknown.skip": "Skip these rows",
  "import.unknown.mapTo": "Map to",
  "import.unknown.newBrand": 'Create a new brand "{value}"',
  "import.unknown.newCategory": 'Create a new category "{value}"',
  "import.unknown.brandGroups": "Brands ({count} groups)",
  "import.unknown.brandGroups_one": "Brands (1 group)",
  "import.unknown.categoryGroups": "Categories ({count} groups)",
  "import.unknown.categoryGroups_one": "Categories (1 group)",
  "import.unknown.alsoWritten": "Also written {list}",
  "import.unknown.suggested": "Closest in the catalogue: {name}",
  "import.unknown.asRemaining": "As chosen for the remaining groups",
  "import.unknown.createdBrands": "Brands this import creates",
  "import.unknown.createdCategories": "Categories this import creates",
  "import.unknown.showAll": "Show all {count} groups",
  "import.unknown.remaining": "Groups not decided yet: {count}",
  "import.unknown.remainingAsk": "Ask me: report their rows as problems",
  "import.unknown.remainingNewBrand": "Create all remaining as new brands (their products come in as drafts)",
  "import.unknown.remainingNewCategory": "Create all remaining as new categories (their products come in as drafts)",
  "import.unknown.remainingSkip": "Skip all remaining (leave their rows out)",
  "import.unknown.notBrand.country": "Looks like a country, not a parts maker: not offered as a new brand.",
  "import.unknown.notBrand.vehicle-make": "Looks like a car maker, not a parts maker: not offered as a new brand.",
  "import.unknown.notBrand.placeholder": "Says no particular maker: not offered as a new brand.",
  "import.unknown.notBrandLeftOut": "Leave these rows out (not a brand)",
  "import.unknown.notBrandExcept":
    "Except {count} groups that look like a country, a car maker or a placeholder: their rows are left out unless you choose for them.",
  "import.unknown.notBrandExcept_one":
    "Except 1 group that looks like a country, a car maker or a placeholder: its rows are left out unless you choose for it.",

  "import.newTerms.brand": "brand {name}",
  "import.newTerms.category": "category {name}",
  "import.newTerms.preview": "The import will also create {list}.",
  "import.newTerms.created": "The import created {list}.",
  "import.newTerms.history": "Created {list}",
  "import.newTerms.confirm":
    "It also removes what it created ({list}), except any that products added since still use.",
  "import.newTerms.removed": "Undoing it also removed {list}.",
  "import.newTerms.kept": "Kept, as products added since use them: {list}.",

  "import.skipped.title": "Rows left out ({count})",
  "import.skipped.intro": "These rows are not imported. Download the report, fix them and upload them again.",
  "import.skipped.download": "Download the report (.csv)",
  "import.skipped.outsideCatalogue":
    "{count} of these rows are not air-conditioning or cooling parts: their name and description name no category of the catalogue.",
  "import.skipped.outsideCatalogue_one":
    "1 of these rows is not an air-conditioning or cooling part: its name and description name no category of the catalogue.",
  "import.skipped.needsLook":
    "{count} of these rows need a look: their names do not surely say which part they are (a valve, a fan, a word before the part's name). Give each a category in a Category column and upload them again, or leave them out.",
  "import.skipped.needsLook_one":
    "1 of these rows needs a look: its name does not surely say which part it is (a valve, a fan, a word before the part's name). Give it a category in a Category column and upload it again, or leave it out.",
  "import.rows.needsLook": "Need a look",
  "import.rows.leftOut": "Left out",
  "import.rows.placedCount": "Placed",
  "import.rows.placed": "Placed by category: {list}.",
  "import.rows.needsLookLeftOut":
    "{count} rows that need a look were not imported: they are listed below with their row numbers.",
  "import.rows.needsLookLeftOut_one":
    "1 row that needs a look was not imported: it is listed below with its row number.",
  "import.skipped.fileName": "rows-left-out.csv",
  "import.skipped.row": "Row",
  "import.skipped.column": "Column",
  "import.skipped.reason": "Reason",

  "import.saved.title": "Saved mappings",
  "import.saved.intro": "A file with the same header maps itself with the mapping saved for it.",
  "import.saved.empty": "No saved mappings yet. A mapping is saved when you import a file with it.",
  "import.saved.loadError": "The saved mappings could not be loaded. Please try again.",
  "import.saved.headers": "Header: {headers}",
  "import.saved.name": "Name of the mapping",
  "import.saved.rename": "Rename",
  "import.saved.save": "Save name",
  "import.saved.renamed": "Mapping renamed.",
  "import.saved.delete": "Delete",
  "import.saved.confirmDelete": 'Delete the saved mapping "{name}"?',
  "import.saved.deleteNote": "The next file with this header is mapped by guessing again.",
  "import.saved.deleted": "Mapping deleted.",
  "import.saved.error": "That did not work. Please try again.",
} as const;

export const staffImportTexts = await areaTexts("staffImport", staffImportEn, import.meta.glob("./*/staff-import.ts"));
export type StaffImportKey = keyof typeof staffImportEn;
