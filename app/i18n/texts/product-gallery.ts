import { defineTexts } from "../translate.ts";

/** Texts of a product's photo gallery (decision 151): its own chunk, loaded with the gallery only. */
export const galleryEn = {
  "gallery.label": "Photos of {name}",
  "gallery.slide": "Photo {number} of {total}",
  "gallery.alt": "{name}, photo {number}",
  "gallery.thumbnails": "Choose a photo",
  "gallery.show": "Show photo {number} of {total}",
  "gallery.help": "Swipe, or use the arrow keys, to see the other photos.",
} as const;

export const galleryEs: Record<keyof typeof galleryEn, string> = {
  "gallery.label": "Fotos de {name}",
  "gallery.slide": "Foto {number} de {total}",
  "gallery.alt": "{name}, foto {number}",
  "gallery.thumbnails": "Elige una foto",
  "gallery.show": "Ver la foto {number} de {total}",
  "gallery.help": "Desliza, o usa las flechas del teclado, para ver las demás fotos.",
};

export const galleryHi: Record<keyof typeof galleryEn, string> = {
  "gallery.label": "{name} की फ़ोटो",
  "gallery.slide": "{total} में से फ़ोटो {number}",
  "gallery.alt": "{name}, फ़ोटो {number}",
  "gallery.thumbnails": "फ़ोटो चुनें",
  "gallery.show": "{total} में से फ़ोटो {number} देखें",
  "gallery.help": "बाकी फ़ोटो देखने के लिए स्वाइप करें, या कीबोर्ड के तीर वाले बटन इस्तेमाल करें।",
};

export const galleryTexts = defineTexts({ en: galleryEn, es: galleryEs, hi: galleryHi });
