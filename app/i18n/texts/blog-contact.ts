import { defineTexts } from "../translate.ts";

/** Texts of the blog pages (keys "blog.…") and the contact page (keys "contact.…"). */
export const blogEn = {
  "blog.title": "{company} | Blogs | Expert Tips on Car AC & Cooling System Parts",
  "blog.description":
    "Expert insights, maintenance tips, product guides and industry updates on car AC compressors, condensers and cooling parts, from a distributor serving Indian workshops since 1991.",
  "blog.heading": "Blogs",
  "blog.intro":
    "Practical guides for workshops and car owners: how each part of the AC works, the signs it is failing, and how to buy the right one.",
  "blog.listLabel": "All articles",
  "blog.viewDetail": "View Detail",
  "blog.backToBlogs": "Back to Blogs",
  "blog.badge": "AC Compressors",
  "blog.published": "Published {date}",
  "blog.readingTime": "{minutes} min read",
  "blog.fallbackNotice": "This article is not yet available in your language, so it is shown in English.",
  "blog.conclusion": "The short version",
  "blog.ctaTitle": "Ready to Upgrade Your Vehicle's AC?",
  "blog.ctaText":
    "Send us the part number or your car's make, model and year. We will confirm the right part, price and dispatch date.",
  "blog.ctaButton": "Contact Us Now",
  "blog.otherArticles": "Other Car AC Compressors",
  "blog.viewAll": "View All Blogs",
  "blog.needAssistance": "Need Assistance?",
  "blog.needAssistanceText": "Our parts team helps you find the right part by number, vehicle or photo.",
  "blog.phone": "Phone",
  "blog.email": "E-mail",
  "blog.location": "Location",
  "blog.contactUs": "Contact Us",
  "blog.articleTitle": "{title} | {company}",
  "blog.notFound": "Blog not found",
  "blog.notFoundText": "We could not find this article. It may have moved; all our articles are on the blog page.",
  "blog.notFoundTitle": "Blog not found | {company}",
} as const;

export const blogEs: Partial<Record<keyof typeof blogEn, string>> = {
  "blog.title": "{company} | Blog | Consejos de expertos sobre piezas de aire acondicionado y refrigeración",
  "blog.description":
    "Análisis de expertos, consejos de mantenimiento, guías de producto y novedades del sector sobre compresores, condensadores y piezas de refrigeración para automóviles, de un distribuidor activo desde 1991.",
  "blog.heading": "Blog",
  "blog.intro":
    "Guías prácticas para talleres y conductores: cómo funciona cada pieza del aire acondicionado, qué señales indican una avería y cómo comprar la correcta.",
  "blog.listLabel": "Todos los artículos",
  "blog.viewDetail": "Ver detalle",
  "blog.backToBlogs": "Volver al blog",
  "blog.badge": "Compresores de A/A",
  "blog.published": "Publicado el {date}",
  "blog.readingTime": "{minutes} min de lectura",
  "blog.fallbackNotice": "Este artículo aún no está disponible en español, por eso se muestra en inglés.",
  "blog.conclusion": "En resumen",
  "blog.ctaTitle": "¿Listo para mejorar el aire acondicionado de tu vehículo?",
  "blog.ctaText":
    "Envíanos el número de pieza o la marca, el modelo y el año de tu coche. Te confirmamos la pieza correcta, el precio y la fecha de envío.",
  "blog.ctaButton": "Contáctanos ahora",
  "blog.otherArticles": "Otros artículos sobre compresores",
  "blog.viewAll": "Ver todos los artículos",
  "blog.needAssistance": "¿Necesitas ayuda?",
  "blog.needAssistanceText":
    "Nuestro equipo de recambios te ayuda a encontrar la pieza correcta por número, vehículo o foto.",
  "blog.phone": "Teléfono",
  "blog.email": "Correo electrónico",
  "blog.location": "Ubicación",
  "blog.contactUs": "Contáctanos",
  "blog.articleTitle": "{title} | {company}",
  "blog.notFound": "Artículo no encontrado",
  "blog.notFoundText":
    "No encontramos este artículo. Puede que haya cambiado de dirección; todos nuestros artículos están en la página del blog.",
  "blog.notFoundTitle": "Artículo no encontrado | {company}",
};

export const blogHi: Partial<Record<keyof typeof blogEn, string>> = {
  "blog.title": "{company} | ब्लॉग | कार AC और कूलिंग सिस्टम पार्ट्स पर जानकारों की सलाह",
  "blog.description":
    "कार AC कंप्रेसर, कंडेंसर और कूलिंग पार्ट्स पर जानकारों की राय, मेंटेनेंस टिप्स, प्रोडक्ट गाइड और इंडस्ट्री की ख़बरें, 1991 से भारतीय वर्कशॉप की सेवा कर रहे डिस्ट्रीब्यूटर की ओर से।",
  "blog.heading": "ब्लॉग",
  "blog.intro":
    "वर्कशॉप और कार मालिकों के लिए काम की गाइड: AC का हर पार्ट कैसे काम करता है, ख़राब होने के संकेत क्या हैं, और सही पार्ट कैसे खरीदें।",
  "blog.listLabel": "सभी लेख",
  "blog.viewDetail": "पूरा पढ़ें",
  "blog.backToBlogs": "ब्लॉग पर वापस",
  "blog.badge": "AC कंप्रेसर",
  "blog.published": "प्रकाशित {date}",
  "blog.readingTime": "{minutes} मिनट में पढ़ें",
  "blog.fallbackNotice": "यह लेख अभी हिंदी में उपलब्ध नहीं है, इसलिए इसे अंग्रेज़ी में दिखाया जा रहा है।",
  "blog.conclusion": "संक्षेप में",
  "blog.ctaTitle": "क्या आप अपनी गाड़ी का AC बेहतर करना चाहते हैं?",
  "blog.ctaText": "हमें पार्ट नंबर या अपनी कार का मेक, मॉडल और साल भेजें। हम सही पार्ट, दाम और डिस्पैच की तारीख़ पक्की करके बताएँगे।",
  "blog.ctaButton": "अभी संपर्क करें",
  "blog.otherArticles": "कार AC कंप्रेसर पर और लेख",
  "blog.viewAll": "सभी ब्लॉग देखें",
  "blog.needAssistance": "मदद चाहिए?",
  "blog.needAssistanceText": "हमारी पार्ट्स टीम नंबर, गाड़ी या फ़ोटो से सही पार्ट ढूँढने में आपकी मदद करती है।",
  "blog.phone": "फ़ोन",
  "blog.email": "ई-मेल",
  "blog.location": "पता",
  "blog.contactUs": "संपर्क करें",
  "blog.articleTitle": "{title} | {company}",
  "blog.notFound": "ब्लॉग नहीं मिला",
  "blog.notFoundText": "यह लेख हमें नहीं मिला। हो सकता है इसका पता बदल गया हो; हमारे सभी लेख ब्लॉग पेज पर हैं।",
  "blog.notFoundTitle": "ब्लॉग नहीं मिला | {company}",
};

export const contactEn = {
  "contact.title": "{company} | Contact Us | Car AC and Cooling Parts Enquiries",
  "contact.description":
    "Call, e-mail or send an enquiry for genuine car AC compressors, condensers, cooling coils and radiators. Our Gurugram team replies within one working day.",
  "contact.heading": "Get In Touch",
  "contact.intro":
    "Tell us the part number, or your vehicle's make, model and year, and we will confirm the right part, its price and when it can ship.",
  "contact.formTitle": "Send an enquiry",
  "contact.formIntro": "Fields marked * are required. We reply within one working day.",
  "contact.name": "Name",
  "contact.email": "Email",
  "contact.phone": "Phone",
  "contact.message": "Enquiry",
  "contact.messageHint": "Part numbers, vehicle make and model, quantity: anything that helps us answer.",
  "contact.optional": "optional",
  "contact.submit": "Submit",
  "contact.sending": "Sending…",
  "contact.success": "Thank you, {name}. We have your enquiry and will reply within one working day.",
  "contact.errorSummaryOne": "Please correct 1 field before sending:",
  "contact.errorSummaryMany": "Please correct {count} fields before sending:",
  "contact.errorNameRequired": "Please enter your name.",
  "contact.errorNameTooLong": "Please shorten your name to 120 characters or fewer.",
  "contact.errorEmailRequired": "Please enter your e-mail address.",
  "contact.errorEmailInvalid": "Please enter a valid e-mail address, like name@example.com.",
  "contact.errorPhoneRequired": "Please enter your phone number.",
  "contact.errorPhoneInvalid": "Please enter a phone number with at least 7 digits, like +91 98100 00000.",
  "contact.errorMessageTooLong": "Please shorten your enquiry to 5,000 characters or fewer.",
  "contact.errorInvalidField": "Please check this field.",
  "contact.errorControlCharacter": "Please remove the invisible control character from this field.",
  "contact.rateLimited":
    "You have sent several enquiries in the last few minutes. Please wait {minutes} min and try again, or call us on {phone}. What you typed is still here.",
  "contact.failed":
    "Sorry, we could not send your enquiry just now. Please try again in a moment, or call us on {phone}. What you typed is still here.",
  "contact.detailsTitle": "Contact details",
  "contact.phones": "Phone",
  "contact.emailLabel": "E-mail",
  "contact.address": "Address",
  "contact.follow": "Follow us",
  "contact.opensNewTab": "(opens in a new tab)",
  "contact.mapHeading": "Find us",
  "contact.mapTitle": "Map showing {place}",
  "contact.showMap": "Show the map",
  "contact.openMap": "Open in Google Maps",
} as const;

export const contactEs: Partial<Record<keyof typeof contactEn, string>> = {
  "contact.title": "{company} | Contacto | Consultas sobre piezas de aire acondicionado y refrigeración",
  "contact.description":
    "Llama, escribe o envía una consulta sobre compresores, condensadores, evaporadores y radiadores originales. Nuestro equipo de Gurugram responde en un día laborable.",
  "contact.heading": "Ponte en contacto",
  "contact.intro":
    "Indícanos el número de pieza, o la marca, el modelo y el año de tu vehículo, y te confirmaremos la pieza correcta, su precio y cuándo puede enviarse.",
  "contact.formTitle": "Envía una consulta",
  "contact.formIntro": "Los campos marcados con * son obligatorios. Respondemos en un día laborable.",
  "contact.name": "Nombre",
  "contact.email": "Correo electrónico",
  "contact.phone": "Teléfono",
  "contact.message": "Consulta",
  "contact.messageHint": "Números de pieza, marca y modelo del vehículo, cantidad: todo lo que nos ayude a responder.",
  "contact.optional": "opcional",
  "contact.submit": "Enviar",
  "contact.sending": "Enviando…",
  "contact.success": "Gracias, {name}. Hemos recibido tu consulta y te responderemos en un día laborable.",
  "contact.errorSummaryOne": "Corrige 1 campo antes de enviar:",
  "contact.errorSummaryMany": "Corrige {count} campos antes de enviar:",
  "contact.errorNameRequired": "Escribe tu nombre.",
  "contact.errorNameTooLong": "Acorta tu nombre a 120 caracteres como máximo.",
  "contact.errorEmailRequired": "Escribe tu correo electrónico.",
  "contact.errorEmailInvalid": "Escribe un correo electrónico válido, como nombre@ejemplo.com.",
  "contact.errorPhoneRequired": "Escribe tu número de teléfono.",
  "contact.errorPhoneInvalid": "Escribe un número de teléfono de al menos 7 cifras, como +91 98100 00000.",
  "contact.errorMessageTooLong": "Acorta tu consulta a 5000 caracteres como máximo.",
  "contact.errorInvalidField": "Revisa este campo.",
  "contact.errorControlCharacter": "Quita el carácter de control invisible de este campo.",
  "contact.rateLimited":
    "Has enviado varias consultas en los últimos minutos. Espera {minutes} min y vuelve a intentarlo, o llámanos al {phone}. Lo que escribiste sigue aquí.",
  "contact.failed":
    "Lo sentimos, no pudimos enviar tu consulta. Vuelve a intentarlo en un momento o llámanos al {phone}. Lo que escribiste sigue aquí.",
  "contact.detailsTitle": "Datos de contacto",
  "contact.phones": "Teléfono",
  "contact.emailLabel": "Correo electrónico",
  "contact.address": "Dirección",
  "contact.follow": "Síguenos",
  "contact.opensNewTab": "(se abre en una pestaña nueva)",
  "contact.mapHeading": "Dónde estamos",
  "contact.mapTitle": "Mapa de {place}",
  "contact.showMap": "Mostrar el mapa",
  "contact.openMap": "Abrir en Google Maps",
};

export const contactHi: Partial<Record<keyof typeof contactEn, string>> = {
  "contact.title": "{company} | संपर्क करें | कार AC और कूलिंग पार्ट्स की पूछताछ",
  "contact.description":
    "असली कार AC कंप्रेसर, कंडेंसर, कूलिंग कॉइल और रेडिएटर के लिए कॉल करें, ई-मेल करें या पूछताछ भेजें। हमारी गुरुग्राम टीम एक कामकाजी दिन में जवाब देती है।",
  "contact.heading": "हमसे संपर्क करें",
  "contact.intro":
    "हमें पार्ट नंबर, या अपनी गाड़ी का मेक, मॉडल और साल बताएँ। हम सही पार्ट, उसका दाम और वह कब भेजा जा सकता है, यह पक्का करके बताएँगे।",
  "contact.formTitle": "पूछताछ भेजें",
  "contact.formIntro": "* वाले फ़ील्ड ज़रूरी हैं। हम एक कामकाजी दिन में जवाब देते हैं।",
  "contact.name": "नाम",
  "contact.email": "ई-मेल",
  "contact.phone": "फ़ोन",
  "contact.message": "पूछताछ",
  "contact.messageHint": "पार्ट नंबर, गाड़ी का मेक और मॉडल, मात्रा: जो भी जवाब देने में हमारी मदद करे।",
  "contact.optional": "वैकल्पिक",
  "contact.submit": "भेजें",
  "contact.sending": "भेजा जा रहा है…",
  "contact.success": "धन्यवाद, {name}। आपकी पूछताछ हमें मिल गई है, हम एक कामकाजी दिन में जवाब देंगे।",
  "contact.errorSummaryOne": "भेजने से पहले कृपया 1 फ़ील्ड ठीक करें:",
  "contact.errorSummaryMany": "भेजने से पहले कृपया {count} फ़ील्ड ठीक करें:",
  "contact.errorNameRequired": "कृपया अपना नाम लिखें।",
  "contact.errorNameTooLong": "कृपया अपना नाम 120 अक्षरों या उससे कम में लिखें।",
  "contact.errorEmailRequired": "कृपया अपना ई-मेल पता लिखें।",
  "contact.errorEmailInvalid": "कृपया सही ई-मेल पता लिखें, जैसे name@example.com।",
  "contact.errorPhoneRequired": "कृपया अपना फ़ोन नंबर लिखें।",
  "contact.errorPhoneInvalid": "कृपया कम से कम 7 अंकों का फ़ोन नंबर लिखें, जैसे +91 98100 00000।",
  "contact.errorMessageTooLong": "कृपया अपनी पूछताछ 5,000 अक्षरों या उससे कम में लिखें।",
  "contact.errorInvalidField": "कृपया यह फ़ील्ड जाँचें।",
  "contact.errorControlCharacter": "कृपया इस फ़ील्ड से अदृश्य कंट्रोल कैरेक्टर हटाएँ।",
  "contact.rateLimited":
    "आपने पिछले कुछ मिनटों में कई पूछताछ भेजी हैं। कृपया {minutes} मिनट रुककर फिर कोशिश करें, या हमें {phone} पर कॉल करें। आपका लिखा हुआ यहीं है।",
  "contact.failed":
    "माफ़ कीजिए, अभी हम आपकी पूछताछ नहीं भेज पाए। कृपया थोड़ी देर में फिर कोशिश करें, या हमें {phone} पर कॉल करें। आपका लिखा हुआ यहीं है।",
  "contact.detailsTitle": "संपर्क की जानकारी",
  "contact.phones": "फ़ोन",
  "contact.emailLabel": "ई-मेल",
  "contact.address": "पता",
  "contact.follow": "हमें फ़ॉलो करें",
  "contact.opensNewTab": "(नए टैब में खुलता है)",
  "contact.mapHeading": "हम कहाँ हैं",
  "contact.mapTitle": "{place} का नक्शा",
  "contact.showMap": "नक्शा दिखाएँ",
  "contact.openMap": "Google Maps में खोलें",
};

/** The blog's texts, with the shell's as fallback. */
export const blogTexts = defineTexts({ en: blogEn, es: blogEs, hi: blogHi });

/** The contact page's texts, with the shell's as fallback. */
export const contactTexts = defineTexts({ en: contactEn, es: contactEs, hi: contactHi });
export type BlogKey = keyof typeof blogEn;
export type ContactKey = keyof typeof contactEn;
