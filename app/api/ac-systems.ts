import type { AcSystem } from "#app/forms/ac-system.ts";

/**
 * The AC system calls (docs/api.md, "AC system data"; decision 212). Their body is the staff form's
 * schema (app/forms/ac-system.ts).
 */

/** GET /ac-systems. */
export interface AcSystemList {
  systems: AcSystem[];
}

/** POST /ac-systems, PUT /ac-systems/{id}: the row as stored. */
export interface AcSystemAnswer {
  system: AcSystem;
}
