import { useEffect, useRef, useState } from "react";
import { useHydrated, usePrefersReducedMotion } from "#app/components/ui/autoplay.ts";
import { BoxesIcon, BuildingIcon, PeopleIcon } from "#app/components/ui/icons/marketing.tsx";
import { PlayPauseButton } from "#app/components/ui/play-pause-button.tsx";
import { SectionHeading } from "#app/components/ui/reveal.tsx";
import { growthStats, growthYear } from "#app/content/home.ts";
import { media, srcAt } from "#app/content/home-media.ts";
import { GROWTH_VISIBLE_RATIO } from "#app/content/home-timings.ts";
import { homeSectionsTexts } from "#app/i18n/texts/home-sections.ts";

const icons = { building: BuildingIcon, boxes: BoxesIcon, people: PeopleIcon };

/**
 * Three bars that fill when 30% of the section is visible, after which the video tries to play
 * (a refusal is only logged). The video and its poster load only when the section comes near.
 */
export function GrowthStory() {
  const { t } = homeSectionsTexts.useTexts();
  const sectionRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [near, setNear] = useState(false);
  const [filled, setFilled] = useState(false);
  const [playing, setPlaying] = useState(false);
  const hydrated = useHydrated();
  const [poster, setPoster] = useState<string | undefined>(undefined);

  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    const nearby = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        setPoster(srcAt(media.growth.poster, "webp", Math.min(1280, section.clientWidth * window.devicePixelRatio)));
        nearby.disconnect();
      },
      { rootMargin: "600px 0px" },
    );
    const visible = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= GROWTH_VISIBLE_RATIO)) return;
        setFilled(true);
        visible.disconnect();
      },
      { threshold: GROWTH_VISIBLE_RATIO },
    );
    nearby.observe(section);
    visible.observe(section);
    return () => {
      nearby.disconnect();
      visible.disconnect();
    };
  }, []);

  // Once the bars have filled, the video tries to play, unless the visitor prefers less motion.
  useEffect(() => {
    const video = videoRef.current;
    if (!filled || reducedMotion || !video) return;
    video.muted = true;
    video.play().catch((error: unknown) => {
      console.info("Growth video autoplay was refused:", error instanceof Error ? error.name : error);
    });
  }, [filled, reducedMotion]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      video.muted = true;
      video.play().catch((error: unknown) => console.info("Growth video could not play:", error));
    } else video.pause();
  };

  return (
    <section
      ref={sectionRef}
      aria-labelledby="home-growth"
      data-section="growth"
      data-hydrated={hydrated ? "true" : "false"}
      data-filled={filled ? "true" : "false"}
      className="render-when-near relative overflow-hidden bg-slate-950 py-20 text-white [--near-height:780px] sm:[--near-height:860px] lg:py-28 lg:[--near-height:530px]"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(ellipse_at_top_left,#1e3a8a_0%,transparent_55%),radial-gradient(ellipse_at_bottom_right,#7c2d12_0%,transparent_50%)] opacity-60"
      />
      <div className="relative mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="home-growth"
          tone="dark"
          eyebrow={t("home.growthEyebrow", { year: growthYear })}
          title={t("home.growthTitle")}
          text={t("home.growthText")}
        />
        <div className="mt-14 grid items-center gap-12 lg:grid-cols-2">
          <ul className="space-y-8">
            {growthStats.map((stat, position) => {
              const Icon = icons[stat.icon];
              return (
                <li key={stat.key}>
                  <div className="flex items-center gap-4">
                    <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white/10 text-accent-light ring-1 ring-white/15">
                      <Icon className="size-6" />
                    </span>
                    <div className="flex-1">
                      <div className="flex items-baseline justify-between gap-4">
                        <p className="font-semibold">{t(stat.key)}</p>
                        <p className="text-sm text-slate-400">{growthYear}</p>
                      </div>
                      <div className="mt-3 h-2.5 overflow-hidden rounded-full bg-white/10" role="presentation">
                        <div
                          data-testid="growth-bar"
                          className="h-full rounded-full bg-gradient-to-r from-brand-600 via-sky-400 to-accent-light transition-[width] duration-[1500ms] ease-out"
                          style={{
                            width: filled ? `${stat.width}%` : "0%",
                            transitionDelay: `${position * 200}ms`,
                          }}
                        />
                      </div>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="relative overflow-hidden rounded-3xl shadow-2xl ring-1 ring-white/10">
            <video
              ref={videoRef}
              className="aspect-video w-full bg-slate-900 object-cover"
              width={media.growth.poster.width}
              height={media.growth.poster.height}
              muted
              loop
              playsInline
              preload="none"
              poster={poster}
              aria-hidden
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
            >
              {near ? (
                <>
                  <source src={media.growth.webm} type="video/webm" />
                  <source src={media.growth.mp4} type="video/mp4" />
                </>
              ) : null}
            </video>
            <PlayPauseButton
              tone="overlay"
              onClick={toggle}
              playing={playing}
              playLabel={t("home.playVideo")}
              pauseLabel={t("home.pauseVideo")}
              iconClassName="size-5"
              data-testid="growth-play"
              className="absolute bottom-4 start-4"
            />
          </div>
        </div>
      </div>
    </section>
  );
}
