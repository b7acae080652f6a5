import { useController, useHydrated, useSystemHolds } from "#app/components/ui/autoplay.ts";
import { IconButton } from "#app/components/ui/button.tsx";
import { carouselProps } from "#app/components/ui/carousel-element.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons/controls.tsx";
import { QuoteIcon } from "#app/components/ui/icons/marketing.tsx";
import { PlayPauseButton } from "#app/components/ui/play-pause-button.tsx";
import { Stars } from "#app/components/ui/stars.tsx";
import { testimonials } from "#app/content/home.ts";
import { inLanguage } from "#app/i18n/language.ts";
import { homeSectionsTexts } from "#app/i18n/texts/home-sections.ts";
import { createTestimonialsController } from "./testimonials-state.ts";

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
}

/**
 * Five customers' words, one at a time, moving on every 5 s and wrapping round. Previous, next
 * and the dots change it by hand; each change is locked for 500 ms. The entries share one grid
 * cell, so the block is as tall as the longest and nothing below it jumps.
 */
export function Testimonials() {
  const { t, language } = homeSectionsTexts.useTexts();
  const [state, quotes] = useController(() => createTestimonialsController(testimonials.length));
  useSystemHolds(quotes.hold);
  const hydrated = useHydrated();
  const playing = state.holds.length === 0;
  const stopped = state.holds.includes("user") || state.holds.includes("reducedMotion");

  return (
    <div
      {...carouselProps({
        carousel: quotes,
        labelledBy: "home-testimonials",
        testId: "testimonials",
        hydrated,
        index: state.index,
      })}
      className="mx-auto max-w-3xl"
    >
      <div aria-live={playing ? "off" : "polite"} className="grid">
        {testimonials.map((entry, index) => {
          const active = index === state.index;
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern labels a group per carousel and slide; a fieldset is for form controls
            <div
              key={entry.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${testimonials.length}`}
              aria-hidden={active ? undefined : true}
              inert={active ? undefined : true}
              className={`[grid-area:1/1] flex flex-col rounded-3xl bg-white p-8 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 transition-opacity duration-500 sm:p-10 ${active ? "opacity-100" : "opacity-0"}`}
            >
              {/* The slide is a group (APG carousel), so the quote's figure sits inside it: a figure may not take that role. */}
              <figure className="flex flex-1 flex-col">
                <QuoteIcon className="size-10 text-accent/80" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-700 sm:text-xl">
                  <p>{inLanguage(entry.review, language)}</p>
                </blockquote>
                <figcaption className="mt-8 flex flex-wrap items-center gap-4">
                  {entry.photo ? (
                    <img
                      src={entry.photo}
                      alt=""
                      width={56}
                      height={56}
                      loading="lazy"
                      className="size-14 rounded-full object-cover"
                    />
                  ) : (
                    <span
                      aria-hidden
                      className="grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-700 to-brand-900 text-lg font-bold text-white"
                    >
                      {initials(entry.name)}
                    </span>
                  )}
                  <span className="flex-1">
                    <span className="block font-bold text-ink">{entry.name}</span>
                    <span className="block text-sm text-slate-600">
                      {inLanguage(entry.role, language)} · {entry.place}
                    </span>
                  </span>
                  <Stars rating={entry.rating} className="shrink-0 max-sm:ms-18" />
                </figcaption>
              </figure>
            </div>
          );
        })}
      </div>
      <div className="mt-8 flex items-center justify-center gap-4">
        <IconButton tone="raised" onClick={quotes.previous} label={t("home.testimonialsPrevious")}>
          <ChevronLeftIcon className="size-5" />
        </IconButton>
        <div className="flex items-center gap-1">
          {testimonials.map((entry, index) => (
            <button
              key={entry.id}
              type="button"
              onClick={() => quotes.goTo(index)}
              aria-label={t("home.testimonialGoTo", { n: index + 1 })}
              aria-current={index === state.index ? "true" : undefined}
              data-testid="testimonial-dot"
              className="grid size-6 place-items-center"
            >
              <span
                className={`block h-2 rounded-full transition-all ${index === state.index ? "w-6 bg-accent" : "w-2 bg-slate-300"}`}
              />
            </button>
          ))}
        </div>
        <IconButton tone="raised" onClick={quotes.next} label={t("home.testimonialsNext")}>
          <ChevronRightIcon className="size-5" />
        </IconButton>
        <PlayPauseButton
          tone="plain"
          onClick={() => {
            if (stopped) {
              quotes.hold("user", false);
              quotes.hold("reducedMotion", false);
            } else quotes.hold("user", true);
          }}
          playing={!stopped}
          playLabel={t("home.testimonialsPlay")}
          pauseLabel={t("home.testimonialsPause")}
          iconClassName="size-4"
        />
      </div>
    </div>
  );
}
