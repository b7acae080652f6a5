import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { focusHoldHandlers, useController, useHydratedMark, useSystemHolds } from "#app/components/ui/autoplay.ts";
import { IconButton } from "#app/components/ui/button.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "#app/components/ui/icons/controls.tsx";
import { swipeDirection } from "#app/components/ui/motion.ts";
import { Picture } from "#app/components/ui/picture.tsx";
import { PlayPauseButton } from "#app/components/ui/play-pause-button.tsx";
import { type HeroSlide, heroSlidesFor } from "#app/content/hero-slides.ts";
import { srcAt } from "#app/content/home-media.ts";
import { HERO_AUTO_ADVANCE_MS, HERO_CROSSFADE_MS } from "#app/content/home-timings.ts";
import { localizePath } from "#app/i18n/language.ts";
import { homeTexts } from "#app/i18n/texts/home.ts";
import { useFeaturedBrandCount } from "#app/utils/site.ts";
import { createHeroController, heroProgress, heroRendersAlike, isHeroPaused } from "./hero-state.ts";

/** Whether a slide's media should be in the page: the current slide, the next one, and any seen. */
function useNearSlides(current: number, count: number): Set<number> {
  const [near, setNear] = useState(() => new Set([0, 1 % count]));
  useEffect(() => {
    setNear((seen) => {
      const next = (current + 1) % count;
      if (seen.has(current) && seen.has(next)) return seen;
      return new Set([...seen, current, next]);
    });
  }, [current, count]);
  return near;
}

function SlideVideo({
  slide,
  active,
  near,
  reducedMotion,
}: {
  slide: HeroSlide;
  active: boolean;
  near: boolean;
  reducedMotion: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  const [poster, setPoster] = useState<string | undefined>(undefined);
  const video = slide.video;

  // The poster is chosen for this screen once the slide is near; until then nothing is fetched.
  useEffect(() => {
    if (!near || !video || poster) return;
    setPoster(srcAt(video.poster, "webp", Math.min(1280, window.innerWidth * window.devicePixelRatio)));
  }, [near, video, poster]);

  // The current video plays muted and looping; the others pause and rewind.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (active && !reducedMotion) {
      element.muted = true;
      element.play().catch((error: unknown) => {
        // Browsers may refuse autoplay (data saver, power saving): the poster stays, nothing breaks.
        console.info("Hero video autoplay was refused:", error instanceof Error ? error.name : error);
      });
    } else {
      element.pause();
      if (!active) element.currentTime = 0;
    }
  }, [active, reducedMotion]);

  if (!video) return null;
  return (
    <video
      ref={ref}
      className="absolute inset-0 size-full object-cover"
      muted
      loop
      playsInline
      preload="none"
      poster={poster}
      aria-hidden
      tabIndex={-1}
      width={video.poster.width}
      height={video.poster.height}
    >
      {near ? (
        <>
          <source src={video.webm} type="video/webm" />
          <source src={video.mp4} type="video/mp4" />
        </>
      ) : null}
    </video>
  );
}

function thumbnailOf(slide: HeroSlide): string {
  if (slide.image) return srcAt(slide.image.landscape, "webp", 320);
  if (slide.video) return srcAt(slide.video.poster, "webp", 320);
  return "";
}

/**
 * The filled part of a slide's progress bar. While the hero moves it glides by a CSS animation as
 * long as a slide's auto-advance, from the slide's time when it mounts; the bar is keyed by slide
 * start and pause, so each restart and each hold mounts it afresh at the controller's time and the
 * two never drift apart. Nothing renders at the 100 ms steps: a width transition per step had the
 * main thread lay out, paint and dispatch three transition events every frame while the hero moved,
 * and a tap on the slowed phone waited about 30 ms behind them (decision 168). The animation runs
 * once the hero is hydrated, when the controller's time starts too.
 */
function HeroProgressFill({ progress, running }: { progress: number; running: boolean }) {
  // The time at mount: a render for another reason (a preview, the near slides) must not move it.
  const [from] = useState(progress);
  return (
    <span
      className="block h-full rounded-full bg-white [animation-play-state:paused] group-data-[hydrated=true]/hero:[animation-play-state:running]"
      style={
        running
          ? {
              animationName: "hero-progress",
              animationDuration: `${HERO_AUTO_ADVANCE_MS}ms`,
              animationTimingFunction: "linear",
              animationFillMode: "both",
              animationDelay: `${(-from / 100) * HERO_AUTO_ADVANCE_MS}ms`,
            }
          : { transform: `translateX(${from - 100}%)` }
      }
    />
  );
}

/**
 * The full-screen hero: four slides crossfading every 4 s, a progress bar per slide (click to
 * jump, hover for a preview), arrows on desktop, swipe on touch screens, and the keyboard's arrow
 * keys. Slide 1's picture is server-rendered and fetched first: it is the page's LCP element.
 */
export function HeroSlideshow() {
  const { t, language } = homeTexts.useTexts();
  const slides = heroSlidesFor(language, useFeaturedBrandCount());
  const count = slides.length;
  // Rendered when the slide, a hold or the preview changes; the 100 ms steps of the progress render
  // nothing (HeroProgressFill animates between them).
  const [state, hero] = useController(() => createHeroController(count), heroRendersAlike);
  const reducedMotion = useSystemHolds(hero.hold);
  const near = useNearSlides(state.current, count);
  const hydratedMark = useHydratedMark<HTMLElement>();
  const paused = isHeroPaused(state);
  // The visitor's own choice; Play also overrides a system preference for reduced motion.
  const stopped = state.holds.includes("user") || state.holds.includes("reducedMotion");
  const togglePlay = () => {
    if (stopped) {
      hero.hold("user", false);
      hero.hold("reducedMotion", false);
    } else hero.hold("user", true);
  };
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const preview = state.previewVisible && state.hovered !== null ? slides[state.hovered] : undefined;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowLeft") hero.previous();
    else if (event.key === "ArrowRight") hero.next();
    else return;
    event.preventDefault();
  };
  const mouseOnly = (run: () => void) => (event: PointerEvent) => {
    if (event.pointerType === "mouse") run();
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t("home.heroLabel")}
      data-testid="hero"
      ref={hydratedMark}
      data-current={state.current}
      data-paused={paused ? "true" : "false"}
      className="group/hero relative isolate h-[calc(100svh-2.5rem)] min-h-[36rem] overflow-hidden bg-slate-950 text-white"
      onKeyDown={onKeyDown}
      {...focusHoldHandlers(hero)}
      onTouchStart={(event) => {
        const touch = event.touches[0];
        if (touch) touchStart.current = { x: touch.clientX, y: touch.clientY };
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const touch = event.changedTouches[0];
        touchStart.current = null;
        if (!start || !touch) return;
        const direction = swipeDirection(touch.clientX - start.x, touch.clientY - start.y);
        if (direction === "next") hero.next();
        if (direction === "previous") hero.previous();
      }}
    >
      <div aria-live={paused ? "polite" : "off"} aria-atomic="false" className="absolute inset-0">
        {slides.map((slide, index) => {
          const active = index === state.current;
          const Heading = index === 0 ? "h1" : "h2";
          return (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern labels a group per carousel and slide; a fieldset is for form controls
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t("home.heroSlide", { n: index + 1, total: count })}
              aria-hidden={active ? undefined : true}
              inert={active ? undefined : true}
              data-slide={index}
              className={`absolute inset-0 transition-opacity ease-in-out ${active ? "z-10 opacity-100" : "z-0 opacity-0"}`}
              style={{ transitionDuration: `${HERO_CROSSFADE_MS}ms` }}
            >
              {slide.image && (index === 0 || near.has(index)) ? (
                <Picture
                  image={slide.image.landscape}
                  portrait={slide.image.portrait}
                  alt=""
                  sizes="100vw"
                  priority={index === 0}
                  className="absolute inset-0 size-full object-cover"
                />
              ) : null}
              {slide.video ? (
                <SlideVideo slide={slide} active={active} near={near.has(index)} reducedMotion={reducedMotion} />
              ) : null}
              <div
                aria-hidden
                className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/30 to-slate-950/40 lg:bg-gradient-to-r lg:from-slate-950/80 lg:via-slate-950/30 lg:to-transparent"
              />
              <div className="relative mx-auto flex h-full max-w-7xl flex-col justify-end px-4 pt-28 pb-24 sm:px-6 sm:pb-28 lg:justify-center lg:px-8">
                <div
                  className={`max-w-2xl transition-[opacity,transform] duration-700 ${active ? "translate-y-0 opacity-100 delay-300" : "translate-y-6 opacity-0"}`}
                >
                  <p className="text-sm font-semibold uppercase tracking-[0.15em] text-accent-light sm:tracking-[0.25em]">
                    {slide.category}
                  </p>
                  <Heading className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                    {slide.title1}
                  </Heading>
                  <p className="mt-5 max-w-xl text-lg text-slate-200 sm:text-xl">{slide.title}</p>
                  <Link
                    to={localizePath(slide.link, language)}
                    className="mt-8 inline-flex items-center gap-2 rounded-lg bg-accent px-6 py-3 font-semibold text-white shadow-lg shadow-black/30 transition-colors hover:bg-orange-800"
                  >
                    {slide.cta}
                    <ChevronRightIcon className="size-5 rtl:-scale-x-100" />
                  </Link>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {/* The end padding keeps the controls clear of the floating chat button. */}
      <div className="absolute inset-x-0 bottom-0 z-20 mx-auto flex max-w-7xl items-end gap-3 pe-20 pb-6 ps-4 sm:ps-6 lg:pe-24 lg:pb-8 lg:ps-8">
        <div className="relative flex-1" onPointerLeave={mouseOnly(hero.leaveBars)}>
          {preview ? (
            <div
              data-testid="hero-preview"
              aria-hidden
              className="pointer-events-none absolute bottom-full mb-4 hidden w-52 -translate-x-1/2 overflow-hidden rtl:translate-x-1/2 rounded-lg bg-slate-900 shadow-2xl ring-1 ring-white/20 lg:block"
              style={{ insetInlineStart: `${(((state.hovered ?? 0) + 0.5) / count) * 100}%` }}
            >
              <img
                src={thumbnailOf(preview)}
                alt=""
                width={320}
                height={180}
                className="aspect-video w-full object-cover"
              />
              <p className="px-3 py-2 text-xs font-semibold leading-snug">{preview.title1}</p>
            </div>
          ) : null}
          <div className="flex gap-2 sm:gap-3">
            {slides.map((slide, index) => {
              const active = index === state.current;
              return (
                <button
                  key={slide.id}
                  type="button"
                  onClick={() => hero.goTo(index)}
                  onPointerEnter={mouseOnly(() => hero.hoverBar(index))}
                  aria-label={t("home.heroGoTo", { n: index + 1, title: slide.title1 })}
                  aria-current={active ? "true" : undefined}
                  data-testid="hero-bar"
                  className="group flex-1 py-3 text-start"
                >
                  <span className="block h-1 overflow-hidden rounded-full bg-white/30">
                    <HeroProgressFill
                      key={active ? `${state.starts}-${paused}` : "idle"}
                      progress={active ? heroProgress(hero.getState()) : 0}
                      running={active && !paused}
                    />
                  </span>
                </button>
              );
            })}
          </div>
          {/* Captions under the bars (desktop), outside the buttons so each button's name is its label. */}
          <div aria-hidden className="pointer-events-none hidden gap-3 lg:flex">
            {slides.map((slide, index) => (
              <span
                key={slide.id}
                className={`flex-1 text-xs font-semibold tracking-wide transition-colors ${index === state.current ? "text-white" : "text-white/60"}`}
              >
                {String(index + 1).padStart(2, "0")} · {slide.category}
              </span>
            ))}
          </div>
        </div>
        <IconButton tone="glass" onClick={hero.previous} label={t("home.heroPrevious")} className="mb-1 max-lg:hidden">
          <ChevronLeftIcon className="size-5" />
        </IconButton>
        <IconButton tone="glass" onClick={hero.next} label={t("home.heroNext")} className="mb-1 max-lg:hidden">
          <ChevronRightIcon className="size-5" />
        </IconButton>
        <PlayPauseButton
          tone="glass"
          onClick={togglePlay}
          playing={!stopped}
          playLabel={t("home.heroPlay")}
          pauseLabel={t("home.heroPause")}
          iconClassName="size-4"
          data-testid="hero-play"
          className="mb-1"
        />
      </div>
    </section>
  );
}
