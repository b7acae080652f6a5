import type { ReactNode } from "react";
import { MailIcon, MapPinIcon } from "#app/components/ui/icons/marketing.tsx";
import { PhoneIcon } from "#app/components/ui/icons/nav.tsx";
import { telLink } from "#app/content/site.ts";
import { contactTexts } from "#app/i18n/texts/blog-contact.ts";
import { useClickPing, useSite } from "#app/utils/site.ts";
import { SocialLinks } from "./social-links.tsx";

/** The postal address as lines, from the site identity. */
export function useAddressLines(): string[] {
  const { address } = useSite();
  return [
    address.street,
    [address.locality, address.city].filter(Boolean).join(", "),
    `${address.region} ${address.postalCode}`.trim(),
    address.country,
  ].filter(Boolean);
}

/** One line of the details: its icon, named for screen readers, and what it says. */
function DetailRow({
  icon,
  label,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-4">
      <dt className="grid size-11 shrink-0 place-items-center rounded-xl bg-white/10 text-accent-light">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** Two phone lines, the info e-mail, the Gurugram address and the social pages. */
export function ContactDetails() {
  const ping = useClickPing();
  const { t } = contactTexts.useTexts();
  const site = useSite();
  const addressLines = useAddressLines();
  return (
    <section
      aria-labelledby="contact-details"
      className="relative isolate overflow-hidden rounded-2xl bg-gradient-to-br from-brand-900 via-slate-900 to-slate-950 p-6 text-white shadow-lg sm:p-8"
    >
      <div aria-hidden className="absolute -top-24 -end-24 -z-10 size-64 rounded-full bg-accent/20 blur-3xl" />
      <h2 id="contact-details" className="text-2xl font-bold">
        {t("contact.detailsTitle")}
      </h2>
      <dl className="mt-6 space-y-6">
        <DetailRow icon={<PhoneIcon className="size-5" />} label={t("contact.phones")} className="space-y-1 pt-0.5">
          {site.contactPhones.map((phone) => (
            <a
              key={phone}
              href={telLink(phone)}
              ping={ping.call}
              className="block text-lg font-semibold hover:underline"
            >
              <bdi dir="ltr">{phone}</bdi>
            </a>
          ))}
        </DetailRow>
        <DetailRow icon={<MailIcon className="size-5" />} label={t("contact.emailLabel")} className="min-w-0 pt-2.5">
          <a href={`mailto:${site.email}`} className="break-words font-semibold hover:underline sm:text-lg">
            {site.email}
          </a>
        </DetailRow>
        <DetailRow icon={<MapPinIcon className="size-5" />} label={t("contact.address")} className="pt-2.5">
          <address className="not-italic leading-7 text-slate-200">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </DetailRow>
      </dl>
      <h3 className="mt-8 text-sm font-semibold tracking-wider text-slate-300 uppercase">{t("contact.follow")}</h3>
      <SocialLinks className="mt-3" />
    </section>
  );
}
