import { BrandGrid } from "#app/components/brand-grid.tsx";
import { AboutSection } from "#app/components/home/about-section.tsx";
import { BlogCards } from "#app/components/home/blog-cards.tsx";
import { CategoryCarousel } from "#app/components/home/category-carousel.tsx";
import { GrowthStory } from "#app/components/home/growth-story.tsx";
import { HeroSlideshow } from "#app/components/home/hero-slideshow.tsx";
import { Reveal, SectionHeading } from "#app/components/home/reveal.tsx";
import { Testimonials } from "#app/components/home/testimonials.tsx";
import { VehicleMakes } from "#app/components/home/vehicle-makes.tsx";
import { LANDSCAPE_MEDIA, media, PORTRAIT_MEDIA, srcSet } from "#app/content/home-media.ts";
import { homeTexts } from "#app/i18n/texts/home.ts";
import { pageMeta } from "#app/utils/seo.ts";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = (args) => pageMeta(args, "home.title", "home.description", {}, homeTexts);

/**
 * Slide 1's picture is the page's largest paint: the browser learns of it from the head, before
 * the body is parsed (both languages share the picture; each orientation preloads its own crop).
 */
export const links: Route.LinksFunction = () => [
  {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(media.slide1.portrait, "avif"),
    imageSizes: "100vw",
    media: PORTRAIT_MEDIA,
    fetchPriority: "high",
  },
  {
    rel: "preload",
    as: "image",
    type: "image/avif",
    imageSrcSet: srcSet(media.slide1.landscape, "avif"),
    imageSizes: "100vw",
    media: LANDSCAPE_MEDIA,
    fetchPriority: "high",
  },
];

export default function Home() {
  const { t } = homeTexts.useTexts();
  return (
    <>
      <HeroSlideshow />

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
