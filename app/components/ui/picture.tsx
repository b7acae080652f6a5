import { type ImageAsset, LANDSCAPE_MEDIA, PORTRAIT_MEDIA, srcAt, srcSet } from "#app/content/home-media.ts";

interface PictureProps {
  image: ImageAsset;
  /** A portrait crop for phones held upright (the hero's art direction). */
  portrait?: ImageAsset | undefined;
  alt: string;
  /** The image's rendered width, for the browser's choice of file. */
  sizes: string;
  className?: string;
  pictureClassName?: string;
  priority?: boolean;
}

/**
 * AVIF with a WebP fallback at several widths. The width and height attributes reserve the space
 * (no layout shift); a priority picture is fetched first and never lazily, as the LCP must be.
 */
export function Picture({ image, portrait, alt, sizes, className, pictureClassName, priority = false }: PictureProps) {
  return (
    <picture className={pictureClassName}>
      {portrait ? (
        <>
          <source media={PORTRAIT_MEDIA} type="image/avif" srcSet={srcSet(portrait, "avif")} sizes={sizes} />
          <source media={PORTRAIT_MEDIA} type="image/webp" srcSet={srcSet(portrait, "webp")} sizes={sizes} />
          <source media={LANDSCAPE_MEDIA} type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
        </>
      ) : (
        <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
      )}
      <img
        src={srcAt(image, "webp", 1280)}
        srcSet={srcSet(image, "webp")}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? undefined : "async"}
        className={className}
      />
    </picture>
  );
}
