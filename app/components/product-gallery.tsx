import { type KeyboardEvent, useRef, useState } from "react";
import type { ProductPhoto } from "#app/catalogue/product.ts";
import { galleryTexts } from "#app/i18n/texts/product-gallery.ts";

/**
 * A product's photos (decision 151): the main one large, the others a swipe away, and a row of
 * thumbnails. The large photos are one scroll-snapped strip, so a swipe works without any code;
 * the code (a chunk of its own, loaded once the page is live) adds the thumbnails' buttons and the
 * arrow keys. Only the first photo loads at once; the others when near.
 */
export function ProductGallery({ photos, name }: { photos: readonly ProductPhoto[]; name: string }) {
  const { t } = galleryTexts.useTexts();
  const stripRef = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const total = photos.length;

  function show(index: number) {
    const strip = stripRef.current;
    const next = Math.max(0, Math.min(total - 1, index));
    // The strip's own scroll-behavior is smooth unless the visitor asked for reduced motion.
    strip?.scrollTo({ left: next * strip.clientWidth });
    setCurrent(next);
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowLeft: current - 1, ArrowRight: current + 1, Home: 0, End: total - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    show(target);
  }

  return (
    <section aria-label={t("gallery.label", { name })} aria-roledescription="carousel">
      <p id="product-gallery-help" className="sr-only">
        {t("gallery.help")}
      </p>
      <ul
        ref={stripRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus for the arrow keys to reach it
        tabIndex={0}
        aria-describedby="product-gallery-help"
        onKeyDown={onKeyDown}
        onScroll={(event) => {
          const strip = event.currentTarget;
          setCurrent(Math.round(strip.scrollLeft / Math.max(1, strip.clientWidth)));
        }}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-xl bg-slate-100 ring-1 ring-slate-200 [scrollbar-width:none] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-light motion-safe:scroll-smooth"
      >
        {photos.map((photo, index) => (
          <li
            key={photo.key}
            aria-roledescription="slide"
            aria-label={t("gallery.slide", { number: index + 1, total })}
            className="w-full shrink-0 snap-center"
          >
            <img
              src={photo.src}
              srcSet={photo.srcSet}
              sizes="(min-width: 1024px) 600px, 95vw"
              alt={index === 0 ? name : t("gallery.alt", { name, number: index + 1 })}
              width={photo.width}
              height={photo.height}
              loading={index === 0 ? undefined : "lazy"}
              fetchPriority={index === 0 ? "high" : undefined}
              className="aspect-[4/3] w-full object-contain p-4"
            />
          </li>
        ))}
      </ul>
      <ul aria-label={t("gallery.thumbnails")} className="mt-3 flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.key}>
            <button
              type="button"
              aria-label={t("gallery.show", { number: index + 1, total })}
              aria-current={index === current ? "true" : undefined}
              onClick={() => show(index)}
              className={`block rounded-lg bg-white p-1 ring-1 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-light ${
                index === current ? "ring-2 ring-brand-700" : "ring-slate-300 hover:ring-slate-500"
              }`}
            >
              <img
                src={photo.src}
                srcSet={photo.srcSet}
                sizes="64px"
                alt=""
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="size-16 object-contain"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
