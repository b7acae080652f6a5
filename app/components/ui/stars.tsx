import { useTranslation } from "#app/i18n/translate.ts";

/** A rating out of five as stars (halves shown), read out as "Rated 4.5 out of 5". */
export function Stars({ rating, className = "" }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const label = t("stars.label", { rating: Number.isInteger(rating) ? rating : rating.toFixed(1) });
  return (
    <span role="img" aria-label={label} title={label} className={`inline-flex items-center gap-0.5 ${className}`}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = Math.max(0, Math.min(1, rating - (position - 1)));
        return (
          <svg key={position} viewBox="0 0 20 20" className="size-4" aria-hidden focusable={false}>
            <defs>
              <linearGradient id={`star-${position}-${Math.round(fill * 100)}`}>
                <stop offset={`${fill * 100}%`} stopColor="#b45309" />
                <stop offset={`${fill * 100}%`} stopColor="#cbd5e1" />
              </linearGradient>
            </defs>
            <path
              fill={`url(#star-${position}-${Math.round(fill * 100)})`}
              d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z"
            />
          </svg>
        );
      })}
    </span>
  );
}
