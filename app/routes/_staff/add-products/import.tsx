import { ImportHistoryPanel } from "#app/components/staff/import-history-panel.tsx";
import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";
import { parseRecordId } from "#app/forms/record-id.ts";
import type { Route } from "./+types/import";

/** /add-products/imports/{id}: one import, to link to from a message or a note, with its Undo. */
export const handle: StaffTabHandle = { staffTab: "history" };

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = parseRecordId(params.id);
  if (id === undefined) throw new Response(null, { status: 404 });
  return { id };
}

export default function ImportScreen({ loaderData }: Route.ComponentProps) {
  // A key per import: another import's address starts its own load.
  return <ImportHistoryPanel key={loaderData.id} only={loaderData.id} />;
}
