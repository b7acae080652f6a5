import type { blogEn, contactEn } from "../blog-contact.ts";

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
