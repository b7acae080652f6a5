import { useCallback, useEffect, useRef, useState } from "react";
import type { Product } from "#app/catalogue/product.ts";
import { usePrefersReducedMotion } from "#app/components/ui/autoplay.ts";
import { IconButton } from "#app/components/ui/button.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons/controls.tsx";
import { useTranslation } from "#app/i18n/translate.ts";
import type { ProductContext } from "#app/server/product-page.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { RELATED_AUTOPLAY_MS, RELATED_SPEED_MS } from "#app/utils/timings.ts";
import { ProductCard } from "./product-card.tsx";

/** Slides visible at a width (spec: 3, 2 under 1024 px, 1 under 640 px). */
function visibleAt(width: number): number {
  if (width < 640) return 1;
  if (width < 1024) return 2;
  return 3;
}

function useVisibleSlides(): number {
  const [visible, setVisible] = useState(3);
  useEffect(() => {
    const update = () => setVisible(visibleAt(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return visible;
}

/**
 * The slide after `position`. Normally the track has already jumped back from the copies; if it
 * has not (no transition ran in a hidden tab), it goes on from the original it shows.
 */
function nextPosition(position: number, count: number): number {
  return (position >= count ? position - count : position) + 1;
}

/**
 * Related products: one card at a time scrolls by, every 3 s, round and round (the spec's
 * "infinite"): copies of the first cards follow the last, and once the track has slid onto them it
 * jumps back to the originals without animation, so the loop never rewinds across the row. One dot
 * per product. It stops while the pointer is over it or keyboard focus is inside it, and never moves by
 * itself for people who ask for reduced motion. The slides are laid out by CSS, so the
 * server-rendered page already shows them.
 */
export function RelatedCarousel({ products, context }: { products: Product[]; context: ProductContext }) {
  const { t, language } = useTranslation();
  const visible = useVisibleSlides();
  const reducedMotion = usePrefersReducedMotion();
  const count = products.length;
  const loops = count > visible;
  const slides = loops ? [...products, ...products.slice(0, visible)] : products;
  // The first visible slide of `slides`; from `count` on, the copies are showing.
  const [track, setTrack] = useState(0);
  const [animated, setAnimated] = useState(true);
  // Where to slide once a jump without animation has been drawn (Previous from the first card).
  const [queued, setQueued] = useState<number | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const first = loops ? Math.min(track, count) : 0;
  const current = loops ? first % count : 0;
  const playing = loops && !hovered && !focused && !reducedMotion;
  const containerRef = useRef<HTMLDivElement>(null);

  const slideTo = (target: number) => {
    setAnimated(true);
    setTrack(target);
  };
  const next = useCallback(() => {
    setAnimated(true);
    setTrack((position) => nextPosition(position, count));
  }, [count]);
  const previous = () => {
    if (first > 0) return slideTo(first - 1);
    setAnimated(false);
    setTrack(count);
    setQueued(count - 1);
  };

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(next, RELATED_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, next]);

  // After a jump without animation, turn the animation back on once the browser has drawn it.
  useEffect(() => {
    if (animated) return;
    let second = 0;
    const frame = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        setAnimated(true);
        if (queued !== null) setTrack(queued);
        setQueued(null);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(second);
    };
  }, [animated, queued]);

  const jumpBackFromCopies = () => {
    if (track < count) return;
    setAnimated(false);
    setTrack(track - count);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the autoplay; the buttons are the controls
    <div
      ref={containerRef}
      data-playing={playing ? "true" : "false"}
      data-index={current}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus holds it still; a pointer click on Next or a dot does not (as on the home page).
        if ((event.target as HTMLElement).matches(":focus-visible")) setFocused(true);
      }}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden">
        <ul
          className={`flex ease-out ${animated ? "transition-transform" : ""}`}
          style={{
            transform: `translateX(-${(first * 100) / visible}%)`,
            transitionDuration: `${RELATED_SPEED_MS}ms`,
          }}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) jumpBackFromCopies();
          }}
        >
          {slides.map((product, position) => (
            <li
              key={position < count ? product.id : `${product.id}-copy`}
              data-copy={position < count ? undefined : true}
              className="shrink-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3"
              aria-hidden={position < first || position >= first + visible ? true : undefined}
              inert={position < first || position >= first + visible ? true : undefined}
            >
              <ProductCard
                product={product}
                label={context.kind === "brand" ? "category" : "brand"}
                href={productPath(context, product.partNumber, language)}
              />
            </li>
          ))}
        </ul>
      </div>
      {loops ? (
        <div className="mt-6 flex items-center justify-center gap-3">
          <IconButton tone="ring" onClick={previous} label={t("product.previousSlide")}>
            <ChevronLeftIcon className="size-5" />
          </IconButton>
          <div className="flex gap-1">
            {products.map((product, position) => (
              <button
                key={product.id}
                type="button"
                onClick={() => slideTo(position)}
                aria-label={t("product.slide", { n: position + 1 })}
                aria-current={position === current ? "true" : undefined}
                className="group grid size-6 place-items-center rounded-full"
              >
                {/* A small dot inside a 24 px target (WCAG 2.5.8). */}
                <span
                  className={`size-3 rounded-full ${position === current ? "bg-brand-700" : "bg-slate-400 group-hover:bg-slate-500"}`}
                />
              </button>
            ))}
          </div>
          <IconButton tone="ring" onClick={next} label={t("product.nextSlide")}>
            <ChevronRightIcon className="size-5" />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
}
