import { areaTexts } from "../translate.ts";

/** Texts of a product's photo gallery (decision 151): its own chunk, loaded with the gallery only. */
export const galleryEn = {
  "gallery.label": "Photos of {name}",
  "gallery.slide": "Photo {number} of {total}",
  "gallery.alt": "{name}, photo {number}",
  "gallery.thumbnails": "Choose a photo",
  "gallery.show": "Show photo {number} of {total}",
  "gallery.help": "Swipe, or use the arrow keys, to see the other photos.",
} as const;

export const galleryTexts = await areaTexts("gallery", galleryEn, import.meta.glob("./*/product-gallery.ts"));
