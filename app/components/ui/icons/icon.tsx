import type { ReactNode, SVGProps } from "react";

/**
 * The site's one icon set: inline SVGs drawn on a 24 px grid with a 2 px round stroke, in files by
 * where they are used (nav, controls, marketing, staff) so a page's JavaScript carries only the
 * icons it shows. Inline rather than a sprite: no extra request before the first paint.
 */
export type IconProps = SVGProps<SVGSVGElement>;

/** An icon's frame. Decorative always: the text beside it, or its button's label, says what it means. */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...props}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

/**
 * An icon component from its drawing (and, for the few not on the 24 px outline grid, its frame).
 * Calls are marked pure, so the bundler still drops the icons no page uses.
 */
export function defineIcon(drawing: ReactNode, frame?: IconProps) {
  return function DefinedIcon(props: IconProps) {
    return (
      <Icon {...frame} {...props}>
        {drawing}
      </Icon>
    );
  };
}
