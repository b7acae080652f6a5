import type { galleryEn } from "../product-gallery.ts";

export const galleryEs: Record<keyof typeof galleryEn, string> = {
  "gallery.label": "Fotos de {name}",
  "gallery.slide": "Foto {number} de {total}",
  "gallery.alt": "{name}, foto {number}",
  "gallery.thumbnails": "Elige una foto",
  "gallery.show": "Ver la foto {number} de {total}",
  "gallery.help": "Desliza, o usa las flechas del teclado, para ver las demás fotos.",
};
