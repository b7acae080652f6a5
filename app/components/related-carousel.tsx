import { useEffect, useRef, useState } from "react";
import type { Product } from "#app/catalogue/product.ts";
import { useTranslation } from "#app/i18n/translate.ts";
import type { ProductContext } from "#app/server/product-page.server.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { RELATED_AUTOPLAY_MS, RELATED_SPEED_MS } from "#app/utils/timings.ts";
import { ProductCard } from "./product-card.tsx";
import { ChevronDownIcon } from "./ui/icons.tsx";

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

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReduced(query.matches);
    const update = () => setReduced(query.matches);
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * Related products: one card at a time scrolls by, every 3 s, wrapping at the end. It stops while
 * the pointer is over it or focus is inside it, and never moves by itself for people who ask for
 * reduced motion. The slides are laid out by CSS, so the server-rendered page already shows them.
 */
export function RelatedCarousel({ products, context }: { products: Product[]; context: ProductContext }) {
  const { t, language } = useTranslation();
  const visible = useVisibleSlides();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const positions = Math.max(1, products.length - visible + 1);
  const current = Math.min(index, positions - 1);
  const playing = positions > 1 && !hovered && !focused && !reducedMotion;
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (Math.min(i, positions - 1) + 1) % positions), RELATED_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [playing, positions]);

  const go = (target: number) => setIndex(((target % positions) + positions) % positions);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the autoplay; the buttons are the controls
    <div
      ref={containerRef}
      data-playing={playing ? "true" : "false"}
      data-index={current}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden">
        <ul
          className="flex transition-transform ease-out"
          style={{
            transform: `translateX(-${(current * 100) / visible}%)`,
            transitionDuration: `${RELATED_SPEED_MS}ms`,
          }}
        >
          {products.map((product, position) => (
            <li
              key={product.id}
              className="shrink-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3"
              aria-hidden={position < current || position >= current + visible ? true : undefined}
              inert={position < current || position >= current + visible ? true : undefined}
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
      {positions > 1 ? (
        <div className="mt-6 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label={t("product.previousSlide")}
            className="rounded-full p-2 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <ChevronDownIcon className="size-5 rotate-90" />
          </button>
          <div className="flex gap-1">
            {Array.from({ length: positions }, (_, position) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position
                key={position}
                type="button"
                onClick={() => go(position)}
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
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label={t("product.nextSlide")}
            className="rounded-full p-2 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            <ChevronDownIcon className="size-5 -rotate-90" />
          </button>
        </div>
      ) : null}
    </div>
  );
}
