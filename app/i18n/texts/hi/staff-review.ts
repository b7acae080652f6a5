import type { staffReviewEn } from "../staff-review.ts";

export const staffReviewHi: Record<keyof typeof staffReviewEn, string> = {
  "review.title": "यह इम्पोर्ट साइट पर क्या डालेगा",
  "review.intro":
    "इसके {count} प्रोडक्ट ड्राफ़्ट हैं: इन्हें सिर्फ़ स्टाफ़ देखता है। हर ग्रुप के कुछ प्रोडक्ट खोलकर देखें, फिर ग्रुप को पब्लिश करें, ड्राफ़्ट रहने दें या “जाँच ज़रूरी” में वापस भेजें।",
  "review.intro_one":
    "इसका {count} प्रोडक्ट ड्राफ़्ट है: इसे सिर्फ़ स्टाफ़ देखता है। इसे खोलकर देखें, फिर इसके ग्रुप को पब्लिश करें, ड्राफ़्ट रहने दें या “जाँच ज़रूरी” में वापस भेजें।",
  "review.allPublished": "इस इम्पोर्ट के सभी प्रोडक्ट साइट पर हैं। किसी ग्रुप को अब भी ड्राफ़्ट में वापस लाया जा सकता है।",
  "review.loading": "इस इम्पोर्ट से आए प्रोडक्ट लोड हो रहे हैं…",
  "review.error": "इस इम्पोर्ट से आए प्रोडक्ट लोड नहीं हो सके।",
  "review.cameInAsDrafts":
    "{count} पंक्तियाँ ड्राफ़्ट के रूप में आईं: ग्राहक इन्हें अभी नहीं देखते। इन्हें नीचे “यह इम्पोर्ट साइट पर क्या डालेगा” में देखें, या इस इम्पोर्ट से फ़िल्टर की गई प्रोडक्ट टेबल में।",
  "review.cameInAsDrafts_one":
    "{count} पंक्ति ड्राफ़्ट के रूप में आई: ग्राहक इसे अभी नहीं देखते। इसे नीचे “यह इम्पोर्ट साइट पर क्या डालेगा” में देखें, या इस इम्पोर्ट से फ़िल्टर की गई प्रोडक्ट टेबल में।",
  "review.categories": "कैटेगरी के हिसाब से",
  "review.newBrands": "साइट पर नए ब्रांड",
  "review.needsLook": "वापस भेजे गए: जाँच ज़रूरी",
  "review.needsLookIntro":
    "पूरा इम्पोर्ट पब्लिश करने पर ये छूट जाते हैं। सही कैटेगरी देने के लिए किसी एक को खोलें, या इन्हें इनकी कैटेगरी में ही रहने दें।",
  "review.counts": "{count} प्रोडक्ट (ड्राफ़्ट: {drafts}, पब्लिश्ड: {published})",
  "review.counts_one": "{count} प्रोडक्ट (ड्राफ़्ट: {drafts}, पब्लिश्ड: {published})",
  "review.opensNewTab": "(नए टैब में खुलेगा)",
  "review.more": "और {count} अन्य",
  "review.publish": "पब्लिश करें",
  "review.publishNamed": "{name} पब्लिश करें",
  "review.draft": "ड्राफ़्ट रहने दें",
  "review.draftNamed": "{name} को ड्राफ़्ट रहने दें",
  "review.sendBack": "जाँच ज़रूरी",
  "review.sendBackNamed": "{name} को “जाँच ज़रूरी” में वापस भेजें",
  "review.keep": "इनकी कैटेगरी में रहने दें",
  "review.publishAll": "इस इम्पोर्ट के सभी पब्लिश करें…",
  "review.nothingToPublish": "यहाँ पब्लिश करने को कुछ नहीं बचा।",

  "review.confirm.products": "{count} प्रोडक्ट",
  "review.confirm.products_one": "{count} प्रोडक्ट",
  "review.confirm.categories": "{count} कैटेगरी",
  "review.confirm.categories_one": "{count} कैटेगरी",
  "review.confirm.brands": "{count} नए ब्रांड",
  "review.confirm.brands_one": "{count} नया ब्रांड",
  "review.confirm.title": "{categories} में {products} पब्लिश करें?",
  "review.confirm.titleWithBrands": "{categories} और {brands} के {products} पब्लिश करें?",
  "review.confirm.intro": "आपके पक्का करते ही ग्राहक इन्हें देखेंगे:",
  "review.confirm.brandsNote": "साइट पर नए ब्रांडों का अपना पब्लिक पेज बनेगा; मेन्यू में सिर्फ़ वही ब्रांड दिखते हैं जिन्हें आप फ़ीचर करते हैं।",
  "review.confirm.skipped": "“जाँच ज़रूरी” में भेजे गए प्रोडक्ट ड्राफ़्ट ही रहेंगे।",
  "review.confirm.nothing": "पब्लिश करने को कुछ नहीं: ये प्रोडक्ट पहले से पब्लिश्ड हैं, या इनकी जाँच ज़रूरी है।",
  "review.confirm.publish": "पब्लिश करें",
  "review.confirm.loading": "गिना जा रहा है कि क्या पब्लिश होगा…",
  "review.confirm.error": "पब्लिश होने वाले प्रोडक्ट गिने नहीं जा सके। कृपया फिर कोशिश करें।",
};
