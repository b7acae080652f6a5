import { useEffect, useRef, useState } from "react";
import { buttonClass } from "#app/components/ui/button.tsx";
import { ExternalIcon, MapPinIcon } from "#app/components/ui/icons/marketing.tsx";
import { contactTexts } from "#app/i18n/texts/blog-contact.ts";
import { useSite } from "#app/utils/site.ts";
import { useAddressLines } from "./contact-details.tsx";

/** A map that has not loaded this long after it came into view is given up: the card stays. */
const MAP_TIMEOUT_MS = 15_000;

type MapState = "waiting" | "loading" | "loaded" | "failed";

/**
 * Google Maps for the identity's coordinates, beside an address card with an "Open in Google Maps"
 * link. The server renders the card and a drawn placeholder with a "Show the map" button; the
 * Google frame (about a megabyte, and Google's cookies) loads only when the visitor asks for it,
 * then fades in over the placeholder. Offline, or when it has not loaded 15 s later, it is removed
 * and the placeholder stays. (A cross-origin frame that fails still fires "load", so the card stays
 * visible in every state.)
 */
export function MapEmbed() {
  const { t, language } = contactTexts.useTexts();
  const { map, companyName } = useSite();
  const addressLines = useAddressLines();
  const [state, setState] = useState<MapState>("waiting");
  const frameBox = useRef<HTMLDivElement>(null);
  const coordinates = `${map.latitude},${map.longitude}`;
  const embedUrl = `https://www.google.com/maps?q=${encodeURIComponent(coordinates)}&z=15&hl=${language}&output=embed`;
  const openUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(coordinates)}`;

  // The lazy iframe starts loading near the viewport: only then does the clock start.
  useEffect(() => {
    const box = frameBox.current;
    if (state !== "loading" || !box) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      timer = setTimeout(() => setState((current) => (current === "loading" ? "failed" : current)), MAP_TIMEOUT_MS);
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [state]);

  const loaded = state === "loaded";
  return (
    <section aria-labelledby="contact-map" className="mx-auto max-w-7xl px-4 pb-16 sm:pb-20">
      <h2 id="contact-map" className="text-2xl font-bold text-ink sm:text-3xl">
        {t("contact.mapHeading")}
      </h2>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div
          ref={frameBox}
          data-map-state={state}
          className="relative h-80 overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200 sm:h-[26rem]"
        >
          {/* What shows before the map arrives, or instead of it. */}
          <div aria-hidden className="absolute inset-0">
            <div className="absolute inset-0 bg-[radial-gradient(#cbd5e1_1.2px,transparent_1.2px)] [background-size:18px_18px]" />
            <div className="absolute inset-x-0 top-[38%] h-3 -rotate-6 bg-white shadow-sm ring-1 ring-slate-200" />
            <div className="absolute inset-y-0 start-[62%] w-3 rotate-12 bg-white shadow-sm ring-1 ring-slate-200" />
            <span className="absolute top-1/2 left-1/2 grid size-14 -translate-x-1/2 -translate-y-full place-items-center rounded-full bg-accent text-white shadow-lg ring-4 ring-white">
              <MapPinIcon className="size-7" />
            </span>
          </div>
          {state === "waiting" ? (
            <button
              type="button"
              onClick={() => setState(navigator.onLine ? "loading" : "failed")}
              className="absolute bottom-4 left-1/2 -translate-x-1/2 rounded-lg bg-white px-4 py-2.5 font-semibold text-brand-800 shadow-md ring-1 ring-slate-300 hover:bg-slate-50"
            >
              {t("contact.showMap")}
            </button>
          ) : null}
          {state === "loading" || loaded ? (
            <iframe
              title={t("contact.mapTitle", { place: map.label })}
              src={embedUrl}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              onLoad={() => setState("loaded")}
              className={`absolute inset-0 size-full border-0 transition-opacity duration-500 ${loaded ? "opacity-100" : "pointer-events-none opacity-0"}`}
            />
          ) : null}
        </div>
        <div
          className="flex flex-col justify-center rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          data-testid="map-card"
        >
          <span className="grid size-12 place-items-center rounded-full bg-accent/10 text-accent">
            <MapPinIcon className="size-6" />
          </span>
          <p className="mt-4 text-lg font-semibold text-ink">{companyName}</p>
          <address className="mt-1 leading-7 text-slate-600 not-italic">
            {addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <a
            href={openUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClass({ size: "tall", className: "mt-6" })}
          >
            {t("contact.openMap")}
            <ExternalIcon className="size-4" />
            <span className="sr-only">{t("contact.opensNewTab")}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
