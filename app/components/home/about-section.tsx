import { Link } from "react-router";
import { ChevronRightIcon } from "#app/components/ui/icons/controls.tsx";
import { AwardIcon, BoxesIcon, ShieldIcon, TargetIcon } from "#app/components/ui/icons/marketing.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { media } from "#app/content/home-media.ts";
import { localizePath } from "#app/i18n/language.ts";
import { type HomeSectionsKey, homeSectionsTexts } from "#app/i18n/texts/home-sections.ts";
import { useFeaturedBrandCount, useSite } from "#app/utils/site.ts";

const reasons: { title: HomeSectionsKey; text: HomeSectionsKey; Icon: typeof BoxesIcon }[] = [
  { title: "home.why1Title", text: "home.why1Text", Icon: BoxesIcon },
  { title: "home.why2Title", text: "home.why2Text", Icon: TargetIcon },
  { title: "home.why3Title", text: "home.why3Text", Icon: AwardIcon },
  { title: "home.why4Title", text: "home.why4Text", Icon: ShieldIcon },
];

/** "Our Commitment / Who we are": the company in a few paragraphs, four reasons, and a way on to /about. */
export function AboutSection() {
  const { t, language } = homeSectionsTexts.useTexts();
  const { companyName, foundedYear } = useSite();
  const brandCount = useFeaturedBrandCount();
  return (
    <section aria-labelledby="home-about" data-section="about" className="bg-white py-20 lg:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <Reveal className="relative">
          <Picture
            image={media.facility}
            alt={t("home.aboutImageAlt")}
            sizes="(min-width: 1024px) 600px, 100vw"
            className="aspect-[3/2] w-full rounded-3xl object-cover shadow-2xl shadow-slate-900/20"
          />
          <div className="absolute -bottom-6 start-6 rounded-2xl bg-accent px-6 py-4 text-white shadow-xl sm:start-auto sm:end-8">
            <p className="text-3xl font-extrabold leading-none">{foundedYear}</p>
            <p className="mt-1 text-sm font-medium text-orange-100">{t("home.foundedBadge")}</p>
          </div>
        </Reveal>
        <div>
          <Reveal>
            <p className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">{t("home.aboutEyebrow")}</p>
            <h2 id="home-about" className="mt-2 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t("home.aboutTitle")}
            </h2>
            <p className="mt-4 text-xl font-semibold text-brand-700">{t("home.aboutTagline")}</p>
          </Reveal>
          <Reveal position={1}>
            <p className="mt-6 text-slate-700">{t("home.aboutIntro", { company: companyName })}</p>
            <p className="mt-4 text-slate-700">{t("home.aboutGrowth")}</p>
            <p className="mt-4 text-slate-700">{t("home.aboutFacilities")}</p>
          </Reveal>
        </div>
      </div>

      <div className="mx-auto mt-20 max-w-7xl px-4 sm:px-6 lg:px-8">
        <Reveal>
          <h3 className="text-center text-2xl font-bold text-ink">{t("home.whyTitle")}</h3>
        </Reveal>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ title, text, Icon }, position) => (
            <Reveal
              as="li"
              key={title}
              position={position}
              className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-700 text-white">
                <Icon className="size-6" />
              </span>
              <h4 className="mt-4 text-lg font-bold text-ink">{t(title)}</h4>
              <p className="mt-2 text-slate-600">{t(text, { count: brandCount })}</p>
            </Reveal>
          ))}
        </ul>
        <Reveal>
          <p className="mt-12 text-center text-lg font-medium text-slate-700 italic">{t("home.aboutClosing")}</p>
        </Reveal>
        <Reveal className="mt-10">
          <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-gradient-to-r from-brand-900 via-brand-800 to-slate-900 px-8 py-10 text-white sm:flex-row sm:items-center">
            <p className="max-w-xl text-xl font-semibold">{t("home.aboutBanner")}</p>
            <Link
              to={localizePath("/about", language)}
              className="inline-flex shrink-0 items-center gap-2 rounded-lg bg-white px-6 py-3 font-semibold text-brand-900 transition-colors hover:bg-orange-50"
            >
              {t("home.readMore")}
              {/* Says where it leads, for screen readers and search engines ("Read more" alone does not). */}
              <span className="sr-only"> {t("home.readMoreAbout", { company: companyName })}</span>
              <ChevronRightIcon className="size-5 rtl:-scale-x-100" />
            </Link>
          </div>
        </Reveal>
      </div>
    </section>
  );
}
