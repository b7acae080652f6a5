import { useEffect, useState } from "react";
import type { Product } from "#app/catalogue/product.ts";
import { useController, useSystemHolds } from "#app/components/ui/autoplay.ts";
import { IconButton } from "#app/components/ui/button.tsx";
import { holdHandlers } from "#app/components/ui/carousel-element.ts";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons/controls.tsx";
import { useTranslation } from "#app/i18n/translate.ts";
import type { ProductContext } from "#app/server/products/product-page.server.ts";
import { productPathLike } from "#app/utils/product-paths.ts";
import { RELATED_SPEED_MS } from "#app/utils/timings.ts";
import { ProductCard } from "./product-card.tsx";
import { createRelatedController, relatedCurrent, relatedFirst, relatedLoops } from "./related-carousel-state.ts";

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
 * Related products: one card at a time scrolls by, every 3 s, round and round (the spec's
 * "infinite"): copies of the first cards follow the last, and once the track has slid onto them it
 * jumps back to the originals without animation, so the loop never rewinds across the row. One dot
 * per product. It stops while the pointer is over it or keyboard focus is inside it, and never moves by
 * itself for people who ask for reduced motion (the carousel engine's holds). The slides are laid out
 * by CSS, so the server-rendered page already shows them.
 */
export function RelatedCarousel({ products, context }: { products: Product[]; context: ProductContext }) {
  const { t, language } = useTranslation();
  const visible = useVisibleSlides();
  const count = products.length;
  const [state, related] = useController(() => createRelatedController(count));
  useSystemHolds(related.hold);
  useEffect(() => related.resize(visible), [related, visible]);
  const loops = relatedLoops(state);
  const slides = loops ? [...products, ...products.slice(0, state.visible)] : products;
  const first = relatedFirst(state);
  const current = relatedCurrent(state);
  const playing = loops && state.holds.length === 0;

  // After a jump without animation, turn the animation back on once the browser has drawn it.
  useEffect(() => {
    if (state.animated) return;
    let second = 0;
    const frame = requestAnimationFrame(() => {
      second = requestAnimationFrame(related.settle);
    });
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(second);
    };
  }, [state.animated, related]);

  return (
    <div data-playing={playing ? "true" : "false"} data-index={current} {...holdHandlers(related)}>
      <div className="overflow-hidden">
        <ul
          className={`flex ease-out ${state.animated ? "transition-transform" : ""}`}
          style={{
            transform: `translateX(-${(first * 100) / state.visible}%)`,
            transitionDuration: `${RELATED_SPEED_MS}ms`,
          }}
          onTransitionEnd={(event) => {
            if (event.target === event.currentTarget) related.jumpBack();
          }}
        >
          {slides.map((product, position) => (
            <li
              key={position < count ? product.id : `${product.id}-copy`}
              data-copy={position < count ? undefined : true}
              className="shrink-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3"
              aria-hidden={position < first || position >= first + state.visible ? true : undefined}
              inert={position < first || position >= first + state.visible ? true : undefined}
            >
              <ProductCard
                product={product}
                label={context.kind === "brand" ? "category" : "brand"}
                href={productPathLike(context, product, language)}
              />
            </li>
          ))}
        </ul>
      </div>
      {loops ? (
        <div className="mt-6 flex items-center justify-center gap-3">
          <IconButton tone="ring" onClick={related.previous} label={t("product.previousSlide")}>
            <ChevronLeftIcon className="size-5" />
          </IconButton>
          <div className="flex gap-1">
            {products.map((product, position) => (
              <button
                key={product.id}
                type="button"
                onClick={() => related.goTo(position)}
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
          <IconButton tone="ring" onClick={related.next} label={t("product.nextSlide")}>
            <ChevronRightIcon className="size-5" />
          </IconButton>
        </div>
      ) : null}
    </div>
  );
}
