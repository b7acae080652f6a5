import { lazy, memo } from "react";
import { HeroSlideshow } from "#app/components/home/hero-slideshow.tsx";
import { HydrateWhenNear } from "#app/components/ui/hydrate-when-near.tsx";
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

// Everything under the hero: its code is fetched and hydrated as the visitor nears it.
const HomeBelowTheFold = lazy(() => import("#app/components/home/below-the-fold.tsx"));

/**
 * The page itself, memoised: React Router renders the route again at every change of its state,
 * including each answer of a fetcher (the search dialog's suggestions, a few a second while a
 * visitor types), and the page has nothing that changes with them (decision 166).
 */
const HomeContent = memo(function HomeContent() {
  return (
    <>
      <HeroSlideshow />

      <HydrateWhenNear id="home-below-the-fold">
        <HomeBelowTheFold />
      </HydrateWhenNear>
    </>
  );
});

export default function Home() {
  return <HomeContent />;
}
