import { Link } from "react-router";
import { EnquiryArticle, enquiryAddressKey } from "#app/components/staff/enquiry-article.tsx";
import { useStaffArea } from "#app/components/staff/staff-area.tsx";
import { type StaffTabHandle, staffPath } from "#app/components/staff/staff-tabs.tsx";
import { LoadFailed, Spinner, StaffPanel } from "#app/components/staff/ui.tsx";
import { staffTexts } from "#app/i18n/texts/staff.ts";
import type { Route } from "./+types/enquiry";

/**
 * /add-products/enquiries/{reference}: one enquiry, by its list's reference (Q-…) or its number, to
 * open from a link (decision 191). It is read from the inbox the staff area loaded.
 */
export const handle: StaffTabHandle = { staffTab: "inbox" };

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { reference: params.reference.trim() };
}

export default function EnquiryScreen({ loaderData }: Route.ComponentProps) {
  const { t, language } = staffTexts.useTexts();
  const { inbox, reloadInbox, enquiryChanged } = useStaffArea();
  const { reference } = loaderData;
  const wanted = reference.toLowerCase();
  const enquiry = inbox.enquiries.find((candidate) => enquiryAddressKey(candidate).toLowerCase() === wanted);

  return (
    <StaffPanel labelledBy="enquiry-address" look="padded">
      <h2 id="enquiry-address" className="sr-only">
        {t("staff.inbox.enquiries")}
      </h2>
      <p className="mb-4">
        <Link to={staffPath("inbox", language)} className="font-semibold text-brand-700 underline underline-offset-2">
          {t("staff.address.allEnquiries")}
        </Link>
      </p>
      {enquiry ? (
        <EnquiryArticle enquiry={enquiry} onChanged={enquiryChanged} />
      ) : inbox.status === "error" ? (
        <LoadFailed message={t("staff.inbox.error")} onRetry={reloadInbox} />
      ) : inbox.status === "loading" ? (
        <p role="status" className="flex items-center gap-3 py-6 text-slate-600">
          <Spinner className="size-5 text-brand-700" />
          {t("staff.products.loading")}
        </p>
      ) : (
        <p className="py-6 text-slate-600">{t("staff.address.enquiryNotFound", { reference })}</p>
      )}
    </StaffPanel>
  );
}
