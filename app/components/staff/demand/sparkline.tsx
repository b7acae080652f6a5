/**
 * A trend drawn as a small SVG line, one point a day, oldest on the left (no chart library: the
 * staff area draws a few dozen of these). `label` names it for screen readers; a day without a
 * value (null) breaks the line.
 */
export function Sparkline({ values, label }: { values: readonly (number | null)[]; label: string }) {
  const width = 96;
  const height = 24;
  const known = values.filter((value): value is number => value !== null);
  const top = Math.max(...known, 0) || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const segments: string[][] = [[]];
  values.forEach((value, index) => {
    if (value === null) {
      segments.push([]);
      return;
    }
    const x = (index * step).toFixed(1);
    const y = (height - 2 - (value / top) * (height - 4)).toFixed(1);
    segments.at(-1)?.push(`${x},${y}`);
  });
  return (
    <svg
      role="img"
      aria-label={label}
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      className="overflow-visible text-brand-700"
    >
      <line x1="0" y1={height - 1} x2={width} y2={height - 1} className="stroke-slate-200" strokeWidth="1" />
      {segments
        .filter((points) => points.length > 0)
        .map((points) =>
          points.length === 1 ? (
            <circle
              key={points[0]}
              cx={points[0]?.split(",")[0]}
              cy={points[0]?.split(",")[1]}
              r="1.5"
              fill="currentColor"
            />
          ) : (
            <polyline
              key={points[0]}
              points={points.join(" ")}
              fill="none"
              stroke="currentColor"
              strokeWidth="1.5"
              strokeLinejoin="round"
            />
          ),
        )}
    </svg>
  );
}
