import type { ComponentType, SVGProps } from "react";
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from "#app/components/ui/icons/marketing.tsx";
import type { SiteIdentity } from "#app/content/site.ts";
import { contactTexts } from "#app/i18n/texts/blog-contact.ts";
import { useSite } from "#app/utils/site.ts";

const networks: { key: keyof SiteIdentity["social"]; name: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { key: "facebook", name: "Facebook", Icon: FacebookIcon },
  { key: "instagram", name: "Instagram", Icon: InstagramIcon },
  { key: "linkedin", name: "LinkedIn", Icon: LinkedInIcon },
  { key: "youtube", name: "YouTube", Icon: YouTubeIcon },
  { key: "x", name: "X (Twitter)", Icon: XIcon },
];

/** The company's social pages, from the site identity. */
export function SocialLinks({ className = "" }: { className?: string }) {
  const { t } = contactTexts.useTexts();
  const site = useSite();
  return (
    <ul className={`flex flex-wrap gap-3 ${className}`}>
      {networks.map(({ key, name, Icon }) => (
        <li key={key}>
          <a
            href={site.social[key]}
            target="_blank"
            rel="noopener noreferrer"
            className="grid size-11 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-accent focus-visible:bg-accent"
          >
            <Icon className="size-5" />
            <span className="sr-only">
              {name} {t("contact.opensNewTab")}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
