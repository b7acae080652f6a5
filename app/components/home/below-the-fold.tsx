import type { ReactNode } from "react";
import { BrandGrid } from "#app/components/brand-grid.tsx";
import { Reveal, SectionHeading } from "#app/components/ui/reveal.tsx";
import { homeSectionsTexts } from "#app/i18n/texts/home-sections.ts";
import { AboutSection } from "./about-section.tsx";
import { BlogCards } from "./blog-cards.tsx";
import { CategoryCarousel } from "./category-carousel.tsx";
import { GrowthStory } from "./growth-story.tsx";
import { Testimonials } from "./testimonials.tsx";
import { AllCarsLink, VehicleMakes } from "./vehicle-makes.tsx";

/**
 * The home page below the hero, in the spec's order. The route loads this module lazily, so its
 * code reaches the browser only as the visitor scrolls towards it (decision 020).
 */
export default function HomeBelowTheFold() {
  return (
    <>
      <AboutSection />
      <HomeSection name="brands" tone="slate" reveal>
        <BrandGrid which="featured" />
      </HomeSection>
      <HomeSection name="categories" tone="white" reveal>
        <CategoryCarousel />
      </HomeSection>
      <HomeSection name="makes" tone="slate">
        <VehicleMakes />
        <AllCarsLink />
      </HomeSection>
      <GrowthStory />
      <HomeSection name="blogs" tone="white">
        <BlogCards />
      </HomeSection>
      <HomeSection name="testimonials" tone="slate" reveal>
        <Testimonials />
      </HomeSection>
    </>
  );
}

type SectionName = "brands" | "categories" | "makes" | "blogs" | "testimonials";

/**
 * Each section's content height before it first renders (render-when-near's placeholder), at or a
 * little above its real one in all three languages at 360–1440 px: a phone stacks the brand tiles,
 * makes and blog cards, so its sections are the tallest, and a blog card's photo grows with the
 * screen's width (8:5, the column's width), hence the blogs' vw (decision 221).
 */
const nearHeights: Record<SectionName, string> = {
  brands: "[--near-height:880px] sm:[--near-height:720px] lg:[--near-height:400px]",
  categories: "[--near-height:600px] sm:[--near-height:520px] lg:[--near-height:450px]",
  makes: "[--near-height:920px] sm:[--near-height:560px] lg:[--near-height:350px]",
  // Six cards in one column below 640 px (photo (100vw − 32 px) × 5/8 each), in two from 640 px
  // (three rows of ((100vw − 72 px) / 2) × 5/8), in three rows of two from 1024 px.
  blogs: "[--near-height:calc(375vw+1640px)] sm:[--near-height:calc(93.75vw+1000px)] lg:[--near-height:1220px]",
  testimonials: "[--near-height:820px] sm:[--near-height:640px] lg:[--near-height:580px]",
};

/** A section with its heading ("home.<name>Title", "home.<name>Text") and content, rendered when near. */
function HomeSection({
  name,
  tone,
  reveal = false,
  children,
}: {
  name: SectionName;
  tone: "white" | "slate";
  /** The content fades up after the heading. */
  reveal?: boolean;
  children: ReactNode;
}) {
  const { t } = homeSectionsTexts.useTexts();
  const id = `home-${name}`;
  return (
    <section
      aria-labelledby={id}
      data-section={name}
      className={`render-when-near py-20 lg:py-24 ${nearHeights[name]} ${tone === "slate" ? "bg-slate-50" : "bg-white"}`}
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={id} title={t(`home.${name}Title`)} text={t(`home.${name}Text`)} />
        {reveal ? (
          <Reveal position={1} className="mt-12">
            {children}
          </Reveal>
        ) : (
          <div className="mt-12">{children}</div>
        )}
      </div>
    </section>
  );
}
