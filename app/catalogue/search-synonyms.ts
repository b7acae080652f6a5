/**
 * How Indian workshops write the catalogue's words when they are not written in English letters the
 * English way (docs/decisions/140): Devanagari for categories, makes and models, and the romanised
 * (Hinglish) spellings of the trade. A search word written one of these ways is read as the
 * catalogue's word before it is matched, so "क्रेटा कंडेन्सर" and "creta condenser" are one search,
 * and the typo rule, the spelling-out and the relevance order of decision 045 apply to it unchanged.
 *
 * Data, not code: a spelling a buyer types that finds nothing is fixed by adding it here. Spellings
 * are folded like every search word (case, accents and Devanagari vowel signs aside, see foldText),
 * so "कंडेंसर" and "कंडेनसर" need not both be listed when they fold alike; a test checks that no
 * spelling folds onto two different words. One-letter typos of English words need no entry: the
 * typo rule corrects "compresor" and "radiater" already.
 *
 * The category trade words an import places rows by (category-words.ts) are part of every product's
 * words; the spellings here are read on the query only, so a new one needs no rebuild of the words.
 */

/** By the catalogue's word (or words): the other ways buyers write it. */
export const searchSynonyms: Readonly<Record<string, readonly string[]>> = {
  // Categories and the words of their names.
  compressor: [
    "कंप्रेसर",
    "कम्प्रेसर",
    "कंप्रेशर",
    "कॉम्प्रेसर",
    "कम्प्रैसर",
    "kompressor",
    "kampressor",
    "kompresar",
    "compresar",
    "kumpressor",
    "compressar",
  ],
  condenser: ["कंडेंसर", "कंडेनसर", "कन्डेन्सर", "कंडेन्सर", "condensor", "kondenser", "condencer", "kandenser"],
  radiator: ["रेडिएटर", "रेडियेटर", "रेडीएटर", "रेडियटर", "radiyator", "rediator", "redietar", "radiyetar"],
  fan: ["पंखा", "पंखे", "फैन", "pankha", "pankhe", "panka", "pankhaa"],
  blower: ["ब्लोअर", "ब्लोवर", "ब्लोयर", "bloar", "blowar", "bloer", "blover", "bloor"],
  motor: ["मोटर", "moter", "motar", "mootar"],
  cooling: ["कूलिंग", "kooling", "kuling"],
  coil: ["कॉइल", "कॉयल", "क्वाइल", "coyal", "koil", "kwail"],
  evaporator: ["इवेपोरेटर", "इवैपोरेटर", "evaporater", "evaporeter", "ewaporator"],
  expansion: ["एक्सपेंशन", "एक्सपेन्शन", "expension", "expantion", "expanshan"],
  valve: ["वाल्व", "वॉल्व", "वॉल्व्", "valv", "walve", "waalve", "vaalve"],
  injector: ["इंजेक्टर", "injecter", "injektor", "enjector"],
  assembly: ["असेंबली", "असेम्बली", "assembli", "asembly"],
  // Vehicle makes (their other names are app/catalogue/vehicle-makes.ts).
  maruti: ["मारुति", "मारुती", "maruthi"],
  suzuki: ["सुजुकी", "सुज़ुकी"],
  hyundai: ["ह्युंडई", "हुंडई", "हुंडाई", "ह्यूंदै", "हुन्डई", "हुंडे", "hyundae", "huyndai", "hundae"],
  honda: ["होंडा", "होन्डा"],
  tata: ["टाटा"],
  mahindra: ["महिंद्रा", "महिन्द्रा", "mahendra", "mahindera"],
  toyota: ["टोयोटा", "टोयटा"],
  kia: ["किआ"],
  skoda: ["स्कोडा"],
  volkswagen: ["फॉक्सवैगन", "फोक्सवैगन", "वोक्सवैगन", "फॉक्सवेगन"],
  renault: ["रेनो", "रेनॉल्ट", "reno"],
  nissan: ["निसान"],
  ford: ["फोर्ड"],
  mg: ["एमजी"],
  bmw: ["बीएमडब्ल्यू"],
  audi: ["ऑडी"],
  mercedes: ["मर्सिडीज", "मर्सिडीज़", "मर्सडीज"],
  jeep: ["जीप"],
  fiat: ["फिएट"],
  volvo: ["वोल्वो"],
  jaguar: ["जगुआर"],
  mitsubishi: ["मित्सुबिशी"],
  land: ["लैंड"],
  rover: ["रोवर"],
  // Models of the demo catalogue and the ones sold in volume in India.
  swift: ["स्विफ्ट", "sweft"],
  dzire: ["डिजायर", "डिज़ायर", "desire", "dezire", "dzair"],
  ertiga: ["अर्टिगा", "एर्टिगा", "artiga"],
  baleno: ["बलेनो"],
  "wagon r": ["वैगनआर", "वैगन-आर", "wagonr", "vagonr"],
  wagon: ["वैगन"],
  alto: ["ऑल्टो", "आल्टो"],
  brezza: ["ब्रेज़ा", "ब्रेजा", "breza", "brejja"],
  eeco: ["ईको"],
  creta: ["क्रेटा", "kreta", "cretta"],
  verna: ["वर्ना"],
  venue: ["वेन्यू", "वेन्यु", "vanue"],
  grand: ["ग्रैंड"],
  nexon: ["नेक्सन", "नेक्सॉन", "nekson"],
  harrier: ["हैरियर", "harier"],
  tiago: ["टियागो"],
  punch: ["पंच"],
  altroz: ["अल्ट्रोज़", "अल्ट्रोज"],
  scorpio: ["स्कॉर्पियो", "स्कोर्पियो", "स्कार्पियो", "scorpion"],
  thar: ["थार"],
  bolero: ["बोलेरो"],
  innova: ["इनोवा", "inova"],
  crysta: ["क्रिस्टा", "crista", "krysta"],
  fortuner: ["फॉर्च्यूनर", "फॉर्चूनर", "फार्च्यूनर", "fortunar", "forchuner"],
  city: ["सिटी", "siti"],
  amaze: ["अमेज़", "अमेज"],
  seltos: ["सेल्टोस", "seltoz"],
  sonet: ["सोनेट", "sonnet"],
  slavia: ["स्लाविया"],
  kushaq: ["कुशाक", "kushak"],
  virtus: ["वर्टस"],
  taigun: ["टाइगुन"],
  hector: ["हेक्टर"],
  kwid: ["क्विड", "kwidd"],
  magnite: ["मैग्नाइट"],
  kiger: ["काइगर"],
  ecosport: ["इकोस्पोर्ट", "ecosports"],
  // Hinglish words of the symptom phrases (search-symptoms.ts), each written one way there.
  nahi: ["nahin", "nhi", "nai", "nahee", "nahii"],
  thanda: ["thandi", "thande", "thnda", "tanda", "thandak", "thandaa"],
  hawa: ["hava", "hwa", "hawaa"],
  garam: ["garm", "garum", "garamm"],
  engine: ["इंजन", "इंजिन", "injan", "enjin"],
  awaz: ["awaaz", "aawaz", "avaaz", "avaj", "awaj", "aawaj"],
  pani: ["paani", "panee"],
  enfria: ["enfrian"],
};
