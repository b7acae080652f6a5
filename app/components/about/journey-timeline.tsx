import { useEffect, useState } from "react";
import { useHydratedRoot } from "#app/components/ui/hydrated-root.ts";
import { isPastRevealLine, timelineFill } from "#app/components/ui/motion.ts";
import { timeline } from "#app/content/about.ts";
import { inLanguage } from "#app/i18n/language.ts";
import { useTranslation } from "#app/i18n/translate.ts";

/**
 * The company's milestones on a vertical line that fills as the visitor scrolls; each event
 * appears once its top rises above 75% of the viewport. The server renders everything visible;
 * after hydration only events still below that line are hidden until reached. Reduced motion:
 * everything shown, the line full.
 */
export function JourneyTimeline() {
  const { language } = useTranslation();
  const root = useHydratedRoot<HTMLOListElement>("timeline");
  const { ref } = root;
  const [fill, setFill] = useState(0);
  const [revealed, setRevealed] = useState<readonly boolean[]>(() => timeline.map(() => true));

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setFill(1);
      return;
    }
    // Once shown, an event stays shown.
    const seen = timeline.map(() => false);
    let frame = 0;
    const measure = () => {
      frame = 0;
      const box = list.getBoundingClientRect();
      const viewport = window.innerHeight;
      setFill(timelineFill(box.top, box.height, viewport));
      list.querySelectorAll<HTMLElement>("[data-event]").forEach((item, index) => {
        if (isPastRevealLine(item.getBoundingClientRect().top, viewport)) seen[index] = true;
      });
      setRevealed((previous) => (seen.every((value, index) => value === previous[index]) ? previous : [...seen]));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [ref]);

  return (
    // The line and its fill are drawn beside the list, not in it: an <ol> may hold only <li>s.
    <div className="relative mx-auto max-w-5xl">
      <span
        aria-hidden
        className="absolute top-0 bottom-0 start-5 w-1 -translate-x-1/2 rounded-full bg-slate-200 rtl:translate-x-1/2 md:start-1/2"
      />
      <span
        aria-hidden
        data-testid="timeline-fill"
        className="absolute top-0 start-5 w-1 -translate-x-1/2 rounded-full bg-gradient-to-b from-brand-600 to-accent rtl:translate-x-1/2 md:start-1/2"
        style={{ height: `${fill * 100}%` }}
      />
      <ol {...root}>
        {timeline.map((event, index) => {
          const shown = revealed[index] ?? true;
          const right = index % 2 === 1;
          return (
            <li
              key={event.year}
              data-event
              data-revealed={shown ? "true" : "false"}
              className={`relative pb-12 ps-14 last:pb-0 md:w-1/2 md:ps-0 ${right ? "md:ms-auto md:ps-12" : "md:pe-12 md:text-end"}`}
            >
              <span
                aria-hidden
                className={`absolute top-1 start-5 grid size-5 -translate-x-1/2 place-items-center rtl:translate-x-1/2 rounded-full ring-4 ring-white transition-colors duration-500 ${shown ? "bg-accent" : "bg-slate-300"} ${right ? "md:start-0" : "md:end-0 md:start-auto md:ltr:translate-x-1/2 md:rtl:-translate-x-1/2"}`}
              />
              <div
                className={`transition-[filter,transform] duration-700 ease-out ${shown ? "translate-y-0" : "translate-y-8 [filter:opacity(0)]"}`}
              >
                <p className="text-3xl font-extrabold text-brand-700">{event.year}</p>
                <p className="mt-2 text-slate-700">{inLanguage(event.text, language)}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
