import type { ComponentProps, ReactNode } from "react";

/** The site's filled call to action (brand blue) and its outlined twin. */
const variants = {
  primary: "bg-brand-700 font-semibold text-white hover:bg-brand-800 disabled:opacity-60",
  outline: "border-2 border-brand-700 font-semibold text-brand-700 hover:bg-brand-700 hover:text-white",
} as const;

const sizes = {
  sm: "px-4 py-2 text-sm",
  md: "px-4 py-2",
  tall: "px-4 py-2.5",
  lg: "px-5 py-3",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Layout only (margins, width); colours and spacing come from the variant and size. */
  className?: string;
}

/** The classes of a button, for a link or a form's submit that looks like one. */
export function buttonClass({ variant = "primary", size = "md", className = "" }: ButtonStyle = {}): string {
  return `inline-flex items-center justify-center gap-2 rounded-lg ${sizes[size]} ${variants[variant]} ${className}`.trim();
}

/** A button in the site's style; `type` defaults to "button" so it never submits a form by accident. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}

/** Round icon-only buttons: over a photo (glass), on a light section (raised or ringed), or bare (plain). */
const iconTones = {
  glass: "size-10 bg-white/10 ring-1 ring-white/30 hover:bg-white/25",
  raised: "size-11 bg-white text-ink shadow ring-1 ring-slate-300 hover:bg-slate-100",
  plain: "size-11 text-slate-600 hover:bg-slate-100",
  ring: "size-9 ring-1 ring-slate-300 hover:bg-slate-100",
  /** A dialog's or panel's close button. */
  close: "p-1 hover:bg-slate-100",
  /** Over a video. */
  overlay: "size-12 bg-slate-950/70 text-white ring-1 ring-white/30 backdrop-blur hover:bg-accent",
} as const;

/** An icon-only button: its name is `label`, which screen readers say and the icon only shows. */
export function IconButton({
  label,
  tone,
  className = "",
  children,
  ...props
}: Omit<ComponentProps<"button">, "aria-label" | "type"> & {
  label: string;
  tone: keyof typeof iconTones;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`grid shrink-0 place-items-center rounded-full transition-colors ${iconTones[tone]} ${className}`}
      {...props}
    >
      {children}
    </button>
  );
}
