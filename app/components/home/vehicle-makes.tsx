import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Reveal } from "#app/components/ui/reveal.tsx";
import { type SupportedMake, supportedMakes } from "#app/content/home.ts";
import { localizePath } from "#app/i18n/language.ts";
import { homeSectionsTexts } from "#app/i18n/texts/home-sections.ts";
import { finderTexts } from "#app/i18n/texts/parts-finder.ts";

/**
 * One make's logo; if the file cannot be loaded it becomes an orange tile with the name (spec
 * section 8). A failure before hydration fires no React event, so the mount also checks.
 */
function MakeLogo({ make }: { make: SupportedMake }) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  if (failed) {
    return (
      <span
        data-testid="make-fallback"
        className="grid aspect-[2/1] w-full place-items-center rounded-xl bg-accent px-3 text-center text-lg font-bold uppercase tracking-wide text-white"
      >
        {make.name}
      </span>
    );
  }
  return (
    <img
      ref={ref}
      src={make.logo}
      alt={make.name}
      width={240}
      height={120}
      loading="lazy"
      onError={() => setFailed(true)}
      className="aspect-[2/1] w-full rounded-xl"
    />
  );
}

/** Each make links to the parts that fit it: /search?make={slug} (docs/decisions/023). */
export function VehicleMakes() {
  const { t, language } = finderTexts.useTexts();
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4 lg:grid-cols-7">
      {supportedMakes.map((make, position) => (
        <Reveal
          as="li"
          key={make.slug}
          position={position % 7}
          className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-md"
        >
          <Link
            to={`${localizePath("/search", language)}?make=${make.slug}`}
            aria-label={t("finder.makeLink", { make: make.name })}
            className="block rounded-xl"
          >
            <MakeLogo make={make} />
          </Link>
        </Reveal>
      ))}
    </ul>
  );
}

/** Under the makes: the way to every car's page (issue 44). */
export function AllCarsLink() {
  const { t, language } = homeSectionsTexts.useTexts();
  return (
    <p className="mt-6 text-center">
      <Link to={localizePath("/vehicles", language)} className="font-semibold text-brand-700 underline">
        {t("home.allCars")}
      </Link>
    </p>
  );
}
