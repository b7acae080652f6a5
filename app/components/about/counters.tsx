import { useEffect, useState } from "react";
import { useController, useHydrated } from "#app/components/ui/autoplay.ts";
import { useHydratedRoot } from "#app/components/ui/hydrated-root.ts";
import { type CounterFigure, counters } from "#app/content/about.ts";
import { COUNTER_VISIBLE_RATIO } from "#app/content/home-timings.ts";
import { languageLocale } from "#app/i18n/language.ts";
import { aboutTexts } from "#app/i18n/texts/about.ts";
import { createCounterController } from "./counter-state.ts";

function Counter({ figure, run, instant }: { figure: CounterFigure; run: boolean; instant: boolean }) {
  const { t, language } = aboutTexts.useTexts();
  const [state, counter] = useController(() => createCounterController(figure.target));
  const hydrated = useHydrated();
  useEffect(() => {
    if (instant) counter.finish();
    else if (run) counter.run();
  }, [run, instant, counter]);

  const format = (value: number) => value.toLocaleString(languageLocale(language), { useGrouping: "always" });
  // The server shows the final figure (no script needed); once hydrated, 0 until the count starts.
  const shown = state.started ? state.value : hydrated ? 0 : figure.target;
  const label = t(figure.labelKey);
  return (
    <div className="rounded-3xl bg-white/5 p-8 text-center ring-1 ring-white/10">
      <p className="text-5xl font-extrabold tracking-tight text-white tabular-nums sm:text-6xl">
        <span aria-hidden data-testid="counter-value">
          {format(shown)}
          <span className="text-accent-light">{figure.suffix}</span>
        </span>
        <span className="sr-only">
          {format(figure.target)}
          {figure.suffix} {label}
        </span>
      </p>
      <p aria-hidden className="mt-3 font-medium text-slate-300">
        {label}
      </p>
    </div>
  );
}

/** 30+ years, 10,000+ SKUs, 5,000+ clients: counted up from 0 once, when half of the row shows. */
export function Counters() {
  const root = useHydratedRoot<HTMLDivElement>("counters");
  const { ref } = root;
  const [run, setRun] = useState(false);
  const [instant, setInstant] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setInstant(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= COUNTER_VISIBLE_RATIO)) return;
        setRun(true);
        observer.disconnect();
      },
      { threshold: COUNTER_VISIBLE_RATIO },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return (
    <div {...root} className="grid gap-6 sm:grid-cols-3">
      {counters.map((figure) => (
        <Counter key={figure.labelKey} figure={figure} run={run} instant={instant} />
      ))}
    </div>
  );
}
