import { data } from "react-router";
import { ContactDetails } from "#app/components/contact/contact-details.tsx";
import { EnquiryForm } from "#app/components/contact/enquiry-form.tsx";
import { MapEmbed } from "#app/components/contact/map-embed.tsx";
import { PageBanner } from "#app/components/page-banner.tsx";
import { languageFromPath } from "#app/i18n/language.ts";
import { contactTexts } from "#app/i18n/texts/blog-contact.ts";
import { getAppContext } from "#app/server/context.server.ts";
import { type EnquirySubmission, submitEnquiry } from "#app/server/enquiry-submission.server.ts";
import { readFormData } from "#app/server/form-data.server.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { RootData } from "#app/utils/site.ts";
import type { Route } from "./+types/contact";

const statusOf = { invalid: 400, "rate-limited": 429, busy: 503, failed: 500 } as const;

/**
 * The contact form posts here, with or without JavaScript. The enquiry is checked again, limited
 * per visitor address, and stored; the answer says what happened and, on failure, hands back what
 * was typed.
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { db, clientAddress, limits } = getAppContext(context);
  const form = await readFormData(request);
  if (!form.get("language")) form.set("language", languageFromPath(url.pathname));
  const result = await submitEnquiry(db, form, clientAddress, limits.enquiries);
  if (result.ok) return data<EnquirySubmission>(result);
  const headers: HeadersInit =
    result.reason === "rate-limited" || result.reason === "busy"
      ? { "Retry-After": String(result.retryAfterSeconds) }
      : {};
  return data<EnquirySubmission>(result, { status: statusOf[result.reason], headers });
}

export const meta: Route.MetaFunction = (args) => {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as RootData | undefined;
  const tags = pageMeta(args, "contact.title", "contact.description", {}, contactTexts);
  if (!root) return tags;
  const { site, origin } = root;
  return [
    ...tags,
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: site.companyName,
        url: `${origin}/`,
        email: site.email,
        telephone: site.contactPhones[0],
        foundingDate: String(site.foundedYear),
        address: {
          "@type": "PostalAddress",
          streetAddress: [site.address.street, site.address.locality].filter(Boolean).join(", "),
          addressLocality: site.address.city,
          addressRegion: site.address.region,
          postalCode: site.address.postalCode,
          addressCountry: site.address.country,
        },
        contactPoint: site.contactPhones.map((telephone) => ({
          "@type": "ContactPoint",
          telephone,
          email: site.email,
          contactType: "sales",
        })),
        sameAs: Object.values(site.social),
      },
    },
  ];
};

export default function Contact({ actionData }: Route.ComponentProps) {
  const { t } = contactTexts.useTexts();
  return (
    <>
      <PageBanner title={t("contact.heading")}>
        <p className="mt-3 max-w-2xl text-lg text-slate-200">{t("contact.intro")}</p>
      </PageBanner>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:py-16 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <EnquiryForm actionData={actionData} />
        <div>
          <ContactDetails />
        </div>
      </div>
      <MapEmbed />
    </>
  );
}
