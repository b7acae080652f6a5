import { Counters } from "#app/components/about/counters.tsx";
import { JourneyTimeline } from "#app/components/about/journey-timeline.tsx";
import { BrandGrid } from "#app/components/brand-grid.tsx";
import { CheckIcon } from "#app/components/ui/icons/controls.tsx";
import { AwardIcon, ShieldIcon, SparkIcon, TargetIcon } from "#app/components/ui/icons/marketing.tsx";
import { Picture } from "#app/components/ui/picture.tsx";
import { Reveal, SectionHeading } from "#app/components/ui/reveal.tsx";
import { values, whyChoose } from "#app/content/about.ts";
import { media, srcSet } from "#app/content/home-media.ts";
import { aboutTexts } from "#app/i18n/texts/about.ts";
import { pageMeta } from "#app/utils/seo.ts";
import { useFeaturedBrandCount, useSite } from "#app/utils/site.ts";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "about.title", "about.description", {}, aboutTexts);

/** The banner's picture is the page's largest paint: fetched from the head. */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(media.facility, "avif"),
    imageSizes: "100vw",
    fetchPriority: "high",
  },
];

const valueIcons = [SparkIcon, ShieldIcon, AwardIcon, TargetIcon];

export default function About() {
  const { t } = aboutTexts.useTexts();
  const { companyName } = useSite();
  const brandCount = useFeaturedBrandCount();
  return (
    <>
      <section className="relative isolate overflow-hidden bg-slate-950 pt-32 pb-20 text-white lg:pt-44 lg:pb-28">
        <Picture
          image={media.facility}
          alt=""
          sizes="100vw"
          priority
          pictureClassName="absolute inset-0 -z-20"
          className="size-full object-cover"
        />
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-gradient-to-r from-slate-950 via-slate-950/85 to-slate-950/40"
        />
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-[0.25em] text-accent-light">{t("about.eyebrow")}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">{t("about.heading")}</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">{t("about.intro")}</p>
        </div>
      </section>

      <section aria-labelledby="about-journey" className="bg-white py-20 lg:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="about-journey" title={t("about.journeyTitle")} text={t("about.journeyText")} />
          <div className="mt-16">
            <JourneyTimeline />
          </div>
        </div>
      </section>

      <section aria-labelledby="about-corporation" className="bg-slate-50 py-20 lg:py-28">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
          <Reveal>
            <h2 id="about-corporation" className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
              {t("about.corporationTitle")}
            </h2>
            <p className="mt-6 text-lg text-slate-700">{t("about.corporationText1", { company: companyName })}</p>
            <p className="mt-4 text-lg text-slate-700">{t("about.corporationText2")}</p>
          </Reveal>
          <div>
            <Reveal>
              <h3 className="text-sm font-semibold uppercase tracking-[0.2em] text-accent">{t("about.valuesTitle")}</h3>
            </Reveal>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2">
              {values.map((value, position) => {
                const Icon = valueIcons[position] ?? SparkIcon;
                return (
                  <Reveal
                    as="li"
                    key={value.titleKey}
                    position={position}
                    className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                  >
                    <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                      <Icon className="size-6" />
                    </span>
                    <h4 className="mt-4 text-lg font-bold text-ink">{t(value.titleKey)}</h4>
                    <p className="mt-2 text-slate-600">{t(value.textKey)}</p>
                  </Reveal>
                );
              })}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="about-why" className="bg-white py-20 lg:py-28">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="about-why" title={t("about.whyTitle", { company: companyName })} />
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {whyChoose.map((reason, position) => (
              <Reveal
                as="li"
                key={reason.titleKey}
                position={position}
                className="rounded-2xl border border-slate-200 p-6"
              >
                <span className="grid size-10 place-items-center rounded-full bg-accent text-white">
                  <CheckIcon className="size-5" />
                </span>
                <h3 className="mt-4 font-bold text-ink">{t(reason.titleKey)}</h3>
                <p className="mt-2 text-sm text-slate-600">{t(reason.textKey, { count: brandCount })}</p>
              </Reveal>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-counters" className="relative overflow-hidden bg-slate-950 py-20 lg:py-24">
        <div
          aria-hidden
          className="absolute inset-0 bg-[radial-gradient(ellipse_at_top,#1e3a8a_0%,transparent_60%)] opacity-70"
        />
        <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="about-counters" tone="dark" title={t("about.countersTitle", { company: companyName })} />
          <div className="mt-12">
            <Counters />
          </div>
        </div>
      </section>

      <section aria-labelledby="about-brands" className="bg-slate-50 py-20 lg:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="about-brands" title={t("about.brandsTitle")} />
          <Reveal position={1} className="mt-12">
            <BrandGrid which="featured" />
          </Reveal>
        </div>
      </section>
    </>
  );
}
