import { areaTexts } from "../translate.ts";

/**
 * Texts of the staff's Jobs tab (issue 44, decision 214): jobs as lists of categories with
 * quantities. Keys start with "jobs.". The server's refusals are shown as it writes them.
 */
export const jobsEn = {
  "jobs.tab": "Jobs",
  "jobs.title": "Jobs",
  "jobs.intro":
    "A job is every part a workshop changes together, such as a compressor with its drier, valve, oil and O-rings. Product pages of these categories offer “Ask for the whole job”, which fills the buyer's enquiry list for one car.",
  "jobs.newCategory": "A category the job needs is missing? Add it under Brands & categories.",
  "jobs.loadError": "The jobs could not be loaded. Reload the page to try again.",
  "jobs.empty": "No jobs yet.",
  "jobs.add": "Add a job",
  "jobs.edit": "Edit",
  "jobs.editNamed": "Edit {name}",
  "jobs.delete": "Delete",
  "jobs.deleteNamed": "Delete {name}",
  "jobs.confirmDelete": "Delete this job? Product pages stop offering it; enquiries that named it keep its name.",
  "jobs.deleted": "{name} was deleted.",
  "jobs.added": "{name} was added.",
  "jobs.saved": "{name} was saved.",
  "jobs.failed": "That did not work. Try again.",
  "jobs.nameEn": "Name in English",
  "jobs.nameIn": "Name in {language}",
  "jobs.steps": "Categories, in the job's order",
  "jobs.category": "Category {position}",
  "jobs.quantity": "Quantity of category {position}",
  "jobs.moveUp": "Move category {position} up",
  "jobs.moveDown": "Move category {position} down",
  "jobs.removeStep": "Remove category {position}",
  "jobs.addStep": "Add a category",
  "jobs.save": "Save",
  "jobs.cancel": "Cancel",
} as const;

export type JobsKey = keyof typeof jobsEn;

export const jobsTexts = await areaTexts("jobs", jobsEn, import.meta.glob("./*/staff-jobs.ts"));
