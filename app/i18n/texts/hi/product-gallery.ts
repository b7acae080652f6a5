import type { galleryEn } from "../product-gallery.ts";

export const galleryHi: Record<keyof typeof galleryEn, string> = {
  "gallery.label": "{name} की फ़ोटो",
  "gallery.slide": "{total} में से फ़ोटो {number}",
  "gallery.alt": "{name}, फ़ोटो {number}",
  "gallery.thumbnails": "फ़ोटो चुनें",
  "gallery.show": "{total} में से फ़ोटो {number} देखें",
  "gallery.help": "बाकी फ़ोटो देखने के लिए स्वाइप करें, या कीबोर्ड के तीर वाले बटन इस्तेमाल करें।",
};
