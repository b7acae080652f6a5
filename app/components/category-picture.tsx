/**
 * A category's illustration in its tile (decorative: the tile's title names it). A category staff
 * added without a picture gets a plain tinted panel of the same size, so the grid stays even.
 */
export function CategoryPicture({ image, className }: { image: string | null; className: string }) {
  return image ? (
    <img src={image} alt="" width={200} height={140} loading="lazy" className={`object-cover ${className}`} />
  ) : (
    <span aria-hidden className={`block aspect-[10/7] bg-gradient-to-br from-brand-50 to-slate-200 ${className}`} />
  );
}
