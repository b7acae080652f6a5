/**
 * A plain line drawing of a car for a make or model without a photo of its own: it says what it is
 * (its label names the car it stands for and says it is no photo), so nobody takes it for the model.
 */
export function CarDrawing({ label, className = "" }: { label: string; className?: string }) {
  return (
    <svg viewBox="0 0 120 48" role="img" aria-label={label} className={className}>
      <path
        d="M8 34 L12 24 Q14 20 20 19 L38 17 L50 8 Q54 6 60 6 L80 6 Q86 6 90 10 L100 19 L110 22 Q114 23 114 28 L114 34 Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M54 17 L60 10 L76 10 L76 17 Z M80 17 L80 10 Q86 10 89 13 L93 17 Z" fill="currentColor" opacity="0.35" />
      <circle cx="30" cy="36" r="7" fill="white" stroke="currentColor" strokeWidth="2.5" />
      <circle cx="92" cy="36" r="7" fill="white" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}
