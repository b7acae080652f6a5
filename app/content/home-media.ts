/**
 * The home and about pages' pictures and videos: one place that names every file under
 * public/media-assets/ (docs/media.md says how to replace them). A picture exists at each listed
 * width in AVIF and WebP, named {base}-{width}.{avif|webp}; the width and height here give the
 * aspect ratio the page reserves before the file arrives.
 */
export interface ImageAsset {
  /** Path without width and extension, e.g. "/media-assets/hero/slide-1". */
  base: string;
  widths: readonly number[];
  /** Intrinsic size of the widest file (its ratio is what matters). */
  width: number;
  height: number;
}

export interface VideoAsset {
  webm: string;
  mp4: string;
  poster: ImageAsset;
}

export type ImageFormat = "avif" | "webp";

/** "…-640.avif 640w, …-1280.avif 1280w" for a srcset attribute. */
export function srcSet(image: ImageAsset, format: ImageFormat): string {
  return image.widths.map((width) => `${image.base}-${width}.${format} ${width}w`).join(", ");
}

/** The file closest above a width, as a plain src fallback. */
export function srcAt(image: ImageAsset, format: ImageFormat, width: number): string {
  const chosen = image.widths.find((candidate) => candidate >= width) ?? image.widths[image.widths.length - 1];
  return `${image.base}-${chosen}.${format}`;
}

const wide = (base: string): ImageAsset => ({ base, widths: [320, 640, 960, 1280, 1920], width: 1920, height: 1080 });
const tall = (base: string): ImageAsset => ({ base, widths: [480, 720, 1080], width: 1080, height: 1920 });
const poster = (base: string): ImageAsset => ({ base, widths: [320, 640, 1280], width: 1280, height: 720 });
const video = (name: string): VideoAsset => ({
  webm: `/media-assets/video/${name}.webm`,
  mp4: `/media-assets/video/${name}.mp4`,
  poster: poster(`/media-assets/video/${name}-poster`),
});

export const media = {
  /** Slide 1: landscape for wide screens, portrait (9:16) for phones held upright. */
  slide1: { landscape: wide("/media-assets/hero/slide-1"), portrait: tall("/media-assets/hero/slide-1-portrait") },
  slide2: video("slide-2"),
  slide3: video("slide-3"),
  slide4: { landscape: wide("/media-assets/hero/slide-4"), portrait: tall("/media-assets/hero/slide-4-portrait") },
  growth: video("growth"),
  facility: { base: "/media-assets/about/facility", widths: [480, 800, 1200], width: 1200, height: 800 },
  blogCard: (id: string): ImageAsset => ({
    base: `/media-assets/blog/${id}`,
    widths: [400, 800],
    width: 800,
    height: 500,
  }),
} as const;

/** Phones held upright get the portrait crop of a slide (same media query in <picture> and preload). */
export const PORTRAIT_MEDIA = "(max-aspect-ratio: 3/4)";
export const LANDSCAPE_MEDIA = "(min-aspect-ratio: 3/4)";
