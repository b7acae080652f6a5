/** How many end-to-end tests run at once, and so how many staff servers there are (e2e-workers.mjs). */
export function e2eWorkers(): number;
