import { type CSSProperties, type ElementType, type ReactNode, useEffect, useRef, useState } from "react";
import { REVEAL_DURATION_MS } from "#app/content/home-timings.ts";
import { staggerDelay } from "./motion.ts";

type Phase = "static" | "waiting" | "shown";

/**
 * Fades its content up once, the first time it scrolls into view, after a staggered delay.
 * The server renders the content visible, so nothing depends on JavaScript; after hydration only
 * what is still below the fold is hidden, to appear when reached. Reduced motion: never hidden.
 */
export function Reveal({
  children,
  position = 0,
  as: Tag = "div",
  className = "",
}: {
  children: ReactNode;
  /** Place in its group: each step waits 0.1 s longer, up to 0.6 s. */
  position?: number;
  as?: ElementType;
  className?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>("static");

  useEffect(() => {
    const element = ref.current;
    if (!element || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    // The observer's first report says where the element is without forcing a layout of the page
    // during hydration (reading getBoundingClientRect here would).
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (first) {
          first = false;
          // Already on the first screen: it stays as the server rendered it.
          if (entry.boundingClientRect.top < window.innerHeight) observer.disconnect();
          else setPhase("waiting");
          return;
        }
        if (!entry.isIntersecting) return;
        setPhase("shown");
        observer.disconnect();
      },
      { rootMargin: "0px 0px -10% 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // The fade is a filter rather than `opacity`: it looks the same, and accessibility checkers, which
  // take their snapshot mid-animation, do not report the passing low contrast of half-faded text.
  const style: CSSProperties | undefined =
    phase === "static"
      ? undefined
      : {
          filter: phase === "shown" ? "none" : "opacity(0)",
          transform: phase === "shown" ? "none" : "translateY(2rem)",
          transition: `filter ${REVEAL_DURATION_MS}ms ease-out, transform ${REVEAL_DURATION_MS}ms ease-out`,
          transitionDelay: `${staggerDelay(position)}s`,
        };
  return (
    <Tag ref={ref} data-reveal={phase} className={className} style={style}>
      {children}
    </Tag>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  tone = "light",
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <Reveal className="mx-auto max-w-2xl text-center">
      {eyebrow ? (
        <p className={`text-sm font-semibold uppercase tracking-[0.2em] ${dark ? "text-accent-light" : "text-accent"}`}>
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-ink"}`}>
        {title}
      </h2>
      {text ? <p className={`mt-4 text-lg ${dark ? "text-slate-300" : "text-slate-600"}`}>{text}</p> : null}
    </Reveal>
  );
}
