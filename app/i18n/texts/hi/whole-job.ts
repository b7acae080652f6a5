import type { wholeJobEn } from "../whole-job.ts";

export const wholeJobHi: Record<keyof typeof wholeJobEn, string> = {
  "wholeJob.heading": "पूरा काम",
  "wholeJob.introPart":
    "यह पार्ट अकेले कम ही बदला जाता है। अपनी गाड़ी के इस काम में लगने वाले सारे पार्ट्स एक ही सूची में मँगाइए, हम सबका कोटेशन एक साथ भेजेंगे।",
  "wholeJob.introCar":
    "AC की मरम्मत में शायद ही कभी एक ही पार्ट लगता है। इस गाड़ी के किसी काम के सारे पार्ट्स एक ही सूची में मँगाइए, हम सबका कोटेशन एक साथ भेजेंगे।",
  "wholeJob.car": "आपकी गाड़ी",
  "wholeJob.ask": "पूरे काम के पार्ट्स मँगाएँ: {job}",
};
