import type { vehiclesEn } from "../vehicles.ts";

export const vehiclesHi: Record<keyof typeof vehiclesEn, string> = {
  "vehicles.indexTitle": "कार के हिसाब से AC और कूलिंग पार्ट्स | {company}",
  "vehicles.indexDescription":
    "अपनी कार की कंपनी और मॉडल चुनें: उसके लिए हमारे सारे AC और इंजन-कूलिंग पार्ट्स, गैस और ऑयल की जानकारी के साथ।",
  "vehicles.indexHeading": "कार के हिसाब से पार्ट्स",
  "vehicles.indexIntro": "पहले कंपनी चुनें, फिर मॉडल: हर कार के पेज पर उसमें लगने वाले पार्ट्स साल के हिसाब से मिलेंगे।",
  "vehicles.breadcrumb": "कारें",
  "vehicles.models": "{count} मॉडल",
  "vehicles.models_one": "1 मॉडल",
  "vehicles.parts": "{count} पार्ट्स",
  "vehicles.parts_one": "1 पार्ट",
  "vehicles.makeTitle": "{make} के AC और कूलिंग पार्ट्स, मॉडल के हिसाब से | {company}",
  "vehicles.makeDescription":
    "{make} के {count} मॉडलों के लिए कंप्रेसर, कंडेंसर, रेडिएटर और बहुत कुछ, हर एक के साथ उसके साल। दाम WhatsApp पर पूछें।",
  "vehicles.makeDescription_one":
    "{make} के एक मॉडल के लिए कंप्रेसर, कंडेंसर, रेडिएटर और बहुत कुछ, उसके साल के साथ। दाम WhatsApp पर पूछें।",
  "vehicles.makeHeading": "{make} के पार्ट्स, मॉडल के हिसाब से",
  "vehicles.makeIntro":
    "{make} के वे सारे मॉडल जिनमें हमारे कैटलॉग का कोई पार्ट लगता है। पार्ट्स और AC की जानकारी के लिए मॉडल खोलें।",
  "vehicles.drawing": "कार का सादा चित्र, {make} {model} की फ़ोटो नहीं",
  "vehicles.modelTitle": "{vehicle} के AC और कूलिंग पार्ट्स ({years}) | {company}",
  "vehicles.modelDescription":
    "{vehicle} ({years}) के {count} AC और इंजन-कूलिंग पार्ट्स, कैटेगरी के हिसाब से, हर एक का इंजन और गियरबॉक्स, और कार की गैस और ऑयल की जानकारी।",
  "vehicles.modelDescription_one":
    "{vehicle} ({years}) का हमारा AC या इंजन-कूलिंग पार्ट, उसका इंजन और गियरबॉक्स, और कार की गैस और ऑयल की जानकारी।",
  "vehicles.modelHeading": "{vehicle} के AC और कूलिंग पार्ट्स",
  "vehicles.allYears": "हर साल",
  "vehicles.yearRule":
    "हर पार्ट उन सभी जेनरेशन में दिखता है जहाँ तक उसके साल पहुँचते हैं, इसलिए कोई पार्ट दो जगह भी दिख सकता है। हर पार्ट के साथ लिखे साल, इंजन और गियरबॉक्स सप्लायर के बताए हुए हैं: ऑर्डर से पहले अपनी कार से मिला लें।",
  "vehicles.generations": "जेनरेशन",
  "vehicles.generationHeading": "{vehicle} {years}",
  "vehicles.partNumber": "पार्ट नं. {number}",
  "vehicles.byBrand": "{brand} का",
  "vehicles.noYears": "हर साल (साल नहीं दिए गए)",
  "vehicles.ask": "पक्का नहीं कि कौन-सा लगेगा? कार, उसका साल और इंजन WhatsApp पर भेजें।",
  "vehicles.askMessage": "नमस्ते, मुझे {vehicle} के लिए AC पार्ट्स चाहिए। साल: , इंजन: ",
  "vehicles.askButton": "WhatsApp पर पूछें",
  "vehicles.allPartsFor": "{vehicle} के सारे पार्ट्स",
  "vehicles.carPage": "कार का पेज: {vehicle} के सारे पार्ट्स",
  "ac.heading": "AC सिस्टम की जानकारी",
  "ac.headingFor": "AC सिस्टम की जानकारी: {vehicle} {years}",
  "ac.refrigerant": "रेफ़्रिजरेंट (गैस)",
  "ac.charge": "गैस की मात्रा",
  "ac.grams": "{grams} ग्राम",
  "ac.gramsTolerance": "{grams} ग्राम ± {tolerance} ग्राम",
  "ac.oil": "कंप्रेसर ऑयल",
  "ac.oilAmount": "{type}, {ml} ml",
  "ac.compressor": "कंप्रेसर",
  "ac.clutch": "कंप्रेसर की ड्राइव",
  "ac.clutch.clutch": "इलेक्ट्रोमैग्नेटिक क्लच",
  "ac.clutch.clutchless": "बिना क्लच (वेरिएबल डिस्प्लेसमेंट)",
  "ac.notes": "नोट",
  "ac.demo": "डेमो जानकारी, इस नमूना कैटलॉग के लिए लिखी गई: किसी कार कंपनी के आँकड़े नहीं।",
  "ac.checkLabel": "बोनट के नीचे लगे लेबल पर कंपनी के अपने आँकड़े होते हैं: गैस भरते समय उसी को मानें।",
  "ac.none": "इन सालों की AC जानकारी अभी हमारे पास नहीं है: WhatsApp पर पूछें।",
};
