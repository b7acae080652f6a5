import { useCallback, useState } from "react";
import { redirect } from "react-router";
import { ProductsTable } from "#app/components/staff/products/products-table.tsx";
import type { StaffTabHandle } from "#app/components/staff/staff-tabs.tsx";
import { staffPath } from "#app/components/staff/staff-tabs.tsx";
import { UploadChooser } from "#app/components/staff/upload-chooser.tsx";
import { languageFromPath } from "#app/i18n/language.ts";
import type { Route } from "./+types/products";

/** /add-products: the spec's page, the upload chooser over the "Uploaded Products" table. */
export const handle: StaffTabHandle = { staffTab: "products" };

/** A WhatsApp message's link to an enquiry list (/add-products?enquiry=Q-…) opens the Enquiries tab, found by it. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const reference = url.searchParams.get("enquiry");
  if (reference !== null) {
    throw redirect(
      `${staffPath("inbox", languageFromPath(url.pathname))}?${new URLSearchParams({ enquiry: reference })}`,
    );
  }
  return null;
}

export default function ProductsTab() {
  // An upload or a change made elsewhere on the tab reloads the table.
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  return (
    <div className="space-y-8">
      <UploadChooser onUploaded={reload} />
      <ProductsTable reloadKey={reloadKey} onChanged={reload} />
    </div>
  );
}
