import { useTranslation } from "#app/i18n/translate.ts";

/** Five stars in one path, one every 20 units of a 100 × 20 box. */
const fiveStars = [0, 20, 40, 60, 80]
  .map((x) => `M${10 + x} 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L${10 + x} 14.9l-5.2 2.7 1-5.8L${1.5 + x} 7.7l5.9-.9z`)
  .join("");

function StarRow({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 100 20" className={`h-4 w-20 ${className}`} aria-hidden focusable={false}>
      <path d={fiveStars} />
    </svg>
  );
}

/**
 * A rating out of five as stars (halves shown), read out as "Rated 4.5 out of 5": a grey row of
 * stars under a gold one cut to the rating's width. Two small SVGs whatever the rating, so a page
 * listing many products or testimonials stays light.
 */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const label = t("stars.label", { rating: Number.isInteger(rating) ? rating : rating.toFixed(1) });
  const filled = `${(Math.max(0, Math.min(5, rating)) / 5) * 100}%`;
  return (
    <span role="img" aria-label={label} title={label} className={`relative inline-block h-4 w-20 ${className}`}>
      <StarRow className="absolute inset-0 fill-slate-300" />
      <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: filled }}>
        <StarRow className="fill-amber-700" />
      </span>
    </span>
  );
}
