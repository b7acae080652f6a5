import { BrandGrid } from "#app/components/brand-grid.tsx";
import { homeSectionsTexts } from "#app/i18n/texts/home-sections.ts";
import { AboutSection } from "./about-section.tsx";
import { BlogCards } from "./blog-cards.tsx";
import { CategoryCarousel } from "./category-carousel.tsx";
import { GrowthStory } from "./growth-story.tsx";
import { Reveal, SectionHeading } from "./reveal.tsx";
import { Testimonials } from "./testimonials.tsx";
import { VehicleMakes } from "./vehicle-makes.tsx";

/**
 * The home page below the hero, in the spec's order. The route loads this module lazily, so its
 * code reaches the browser only as the visitor scrolls towards it (decision 020).
 */
export default function HomeBelowTheFold() {
  const { t } = homeSectionsTexts.useTexts();
  return (
    <>
      <AboutSection />

      <section
        aria-labelledby="home-brands"
        data-section="brands"
        className="render-when-near bg-slate-50 py-20 lg:py-24"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="home-brands" title={t("home.brandsTitle")} text={t("home.brandsText")} />
          <Reveal position={1} className="mt-12">
            <BrandGrid />
          </Reveal>
        </div>
      </section>

      <section
        aria-labelledby="home-categories"
        data-section="categories"
        className="render-when-near bg-white py-20 lg:py-24"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="home-categories" title={t("home.categoriesTitle")} text={t("home.categoriesText")} />
          <Reveal position={1} className="mt-12">
            <CategoryCarousel />
          </Reveal>
        </div>
      </section>

      <section
        aria-labelledby="home-makes"
        data-section="makes"
        className="render-when-near bg-slate-50 py-20 lg:py-24"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="home-makes" title={t("home.makesTitle")} text={t("home.makesText")} />
          <div className="mt-12">
            <VehicleMakes />
          </div>
        </div>
      </section>

      <GrowthStory />

      <section aria-labelledby="home-blogs" data-section="blogs" className="render-when-near bg-white py-20 lg:py-24">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading id="home-blogs" title={t("home.blogsTitle")} text={t("home.blogsText")} />
          <div className="mt-12">
            <BlogCards />
          </div>
        </div>
      </section>

      <section
        aria-labelledby="home-testimonials"
        data-section="testimonials"
        className="render-when-near bg-slate-50 py-20 lg:py-24"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="home-testimonials"
            title={t("home.testimonialsTitle")}
            text={t("home.testimonialsText")}
          />
          <Reveal position={1} className="mt-12">
            <Testimonials />
          </Reveal>
        </div>
      </section>
    </>
  );
}
