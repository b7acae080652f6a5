import { areaTexts } from "../translate.ts";

/**
 * "Ask for the whole job" (issue 44): a table of its own, loaded with the form's code, which a
 * product page fetches as the visitor nears it; the page's first load carries none of it.
 */
export const wholeJobEn = {
  "wholeJob.heading": "The whole job",
  "wholeJob.introPart":
    "This part is rarely changed alone. Ask for every part the job takes for your car in one list, and we quote it all at once.",
  "wholeJob.introCar":
    "An AC repair rarely takes one part. Ask for every part a job takes for this car in one list, and we quote it all at once.",
  "wholeJob.car": "Your car",
  "wholeJob.ask": "Ask for the whole job: {job}",
} as const;

export const wholeJobTexts = await areaTexts("wholeJob", wholeJobEn, import.meta.glob("./*/whole-job.ts"));
