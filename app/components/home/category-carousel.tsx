import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useController, useHydrated, useSystemHolds } from "#app/components/ui/autoplay.ts";
import { IconButton } from "#app/components/ui/button.tsx";
import { carouselProps } from "#app/components/ui/carousel-element.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons/controls.tsx";
import { swipeDirection } from "#app/components/ui/motion.ts";
import { inLanguage, localizePath } from "#app/i18n/language.ts";
import { homeSectionsTexts } from "#app/i18n/texts/home-sections.ts";
import { useTaxonomy } from "#app/utils/site.ts";
import { CategoryPicture } from "../category-picture.tsx";
import { createCarouselController, lastIndex, slidesPerView } from "./category-carousel-state.ts";

/**
 * The eight categories as a carousel: 1/2/3/4/6 cards by screen width (laid out by CSS, so the
 * server's page is right before any script), moving every 3 s and bouncing between the ends.
 * Hover, a touch or keyboard focus holds it; the arrows rest 500 ms after each click.
 */
export function CategoryCarousel() {
  const { t, language } = homeSectionsTexts.useTexts();
  const { categories } = useTaxonomy();
  const [state, carousel] = useController(() => createCarouselController(categories.length, 1));
  useSystemHolds(carousel.hold);
  const hydrated = useHydrated();
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const update = () => carousel.setVisible(slidesPerView(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [carousel]);

  const last = lastIndex(state);

  return (
    <div
      {...carouselProps({
        carousel: carousel,
        labelledBy: "home-categories",
        testId: "category-carousel",
        hydrated,
        index: state.index,
      })}
      data-playing={state.holds.length === 0 && last > 0 ? "true" : "false"}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        if (touch) touchStart.current = { x: touch.clientX, y: touch.clientY };
        carousel.hold("touch", true);
      }}
      onTouchEnd={(event) => {
        carousel.hold("touch", false);
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
        if (direction === "next") carousel.next();
        if (direction === "previous") carousel.previous();
      }}
      onTouchCancel={() => carousel.hold("touch", false)}
    >
      <div className="-mx-2 overflow-hidden px-0 py-2">
        <div
          aria-live={state.holds.length === 0 ? "off" : "polite"}
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: state.index ? `translateX(-${(state.index * 100) / state.visible}%)` : undefined }}
        >
          {categories.map((category, position) => {
            const hidden = position < state.index || position >= state.index + state.visible;
            return (
              // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern labels a group per carousel and slide; a fieldset is for form controls
              <div
                key={category.slug}
                role="group"
                aria-roledescription="slide"
                aria-label={t("home.categorySlide", { n: position + 1, total: categories.length })}
                aria-hidden={hidden ? true : undefined}
                inert={hidden ? true : undefined}
                className="shrink-0 basis-full px-2 sm:basis-1/2 md:basis-1/3 lg:basis-1/4 xl:basis-1/6"
              >
                <Link
                  to={localizePath(`/categories/${category.slug}`, language)}
                  className="group flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-xl"
                >
                  <span className="block overflow-hidden">
                    <CategoryPicture
                      image={category.image}
                      className="aspect-[10/7] w-full transition-transform duration-500 group-hover:scale-105"
                    />
                  </span>
                  <span className="flex flex-1 items-start justify-between gap-2 px-4 py-3">
                    <span className="text-sm font-bold uppercase tracking-wide text-ink">
                      {inLanguage(category.label, language)}
                    </span>
                    <span aria-hidden className="font-mono text-xs text-slate-500">
                      {String(position + 1).padStart(2, "0")}
                    </span>
                  </span>
                </Link>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <IconButton
          tone="raised"
          onClick={carousel.previous}
          aria-disabled={state.locked || state.index === 0}
          label={t("home.categoriesPrevious")}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
        >
          <ChevronLeftIcon className="size-5" />
        </IconButton>
        <div aria-hidden className="flex gap-1.5">
          {Array.from({ length: last + 1 }, (_, position) => (
            <span
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
              key={position}
              className={`h-1.5 rounded-full transition-all ${position === state.index ? "w-6 bg-accent" : "w-1.5 bg-slate-300"}`}
            />
          ))}
        </div>
        <IconButton
          tone="raised"
          onClick={carousel.next}
          aria-disabled={state.locked || state.index >= last}
          label={t("home.categoriesNext")}
          className="aria-disabled:cursor-not-allowed aria-disabled:opacity-40"
        >
          <ChevronRightIcon className="size-5" />
        </IconButton>
      </div>
    </div>
  );
}
