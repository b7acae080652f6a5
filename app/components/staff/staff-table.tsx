import type { ReactNode } from "react";

/** A column's heading, and the classes its header cell takes (padding, and where it hides on a phone). */
export interface StaffColumn {
  label: ReactNode;
  className: string;
}

/** The header row's colours; "inherit" leaves the background to the card around the table. */
const headTones = {
  slate: "bg-slate-50 text-slate-600",
  red: "bg-red-50 text-red-950",
  amber: "bg-amber-50 text-amber-950",
  inherit: "text-slate-700",
} as const;

interface StaffTableProps {
  columns: readonly StaffColumn[];
  /** What a screen reader announces the table as (visually hidden). */
  caption?: string;
  tone?: keyof typeof headTones;
  /**
   * The box the table scrolls in: a height limit ("max-h-80") scrolls both ways under a header row
   * that stays in view; "overflow-x-auto" lets a wide table scroll sideways on a phone. None: no box.
   */
  scroll?: "sideways" | `max-h-${string}`;
  /** Extra classes for the table itself ("hidden md:table"). */
  className?: string;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * The staff area's one table: column headers in small capitals, rows divided by a hairline. Rows
 * are the caller's, so each table keeps its own cells (a row header, a phone-only line).
 */
export function StaffTable({ columns, caption, tone = "slate", scroll, className, children }: StaffTableProps) {
  const sticky = scroll !== undefined && scroll !== "sideways";
  const table = (
    <table className={className ? `w-full text-start text-sm ${className}` : "w-full text-start text-sm"}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className={`${sticky ? "sticky top-0 " : ""}${headTones[tone]} text-xs tracking-wide uppercase`}>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: columns are fixed for a table's life
            <th key={index} scope="col" className={`${column.className} font-semibold`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
  if (scroll === undefined) return table;
  if (scroll === "sideways") return <div className="overflow-x-auto">{table}</div>;
  // A box that scrolls by itself takes the keyboard's focus, or keys cannot scroll it (WCAG 2.1.1).
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box is reached by keyboard to scroll it
    <div className={`${scroll} overflow-auto`} tabIndex={0}>
      {table}
    </div>
  );
}
