import { defineTexts } from "../translate.ts";

/** Texts of the label scanner (issue 32): its own chunk, loaded when the camera button is pressed. */
export const scanEn = {
  "scan.title": "Scan a part's label",
  "scan.close": "Close the scanner",
  "scan.aim": "Hold the label inside the frame: its part number, OE number, barcode or QR code.",
  "scan.starting": "Starting the camera…",
  "scan.loadingReader": "Getting the reader ready…",
  "scan.reading": "Reading the label…",
  "scan.choosePhoto": "Choose a photo",
  "scan.typeInstead": "Type the number instead",
  "scan.denied":
    "The camera is blocked for this site. Allow it in your browser's settings, choose a photo of the label, or type the number.",
  "scan.noCamera": "No camera was found on this device. Choose a photo of the label, or type the number.",
  "scan.cameraFailed": "The camera could not be started. Choose a photo of the label, or type the number.",
  "scan.photoUnreadable": "That file could not be opened as a picture. Choose a photo (JPEG, PNG or WebP).",
  "scan.found": "Found",
  "scan.matchesPartNumber": "part number {number}",
  "scan.matchesOe": "matches OE {number}",
  "scan.matchesXref": "matches cross reference {number}",
  "scan.others": "{count} parts carry this number: this is the first. Search to see them all.",
  "scan.open": "Open this part",
  "scan.add": "Add to enquiry list",
  "scan.added": "Added to your enquiry list",
  "scan.addFailed": "This device would not store the list. Open the part and enquire from there.",
  "scan.again": "Scan another",
  "scan.nothing": "No part in our catalogue matches this label.",
  "scan.nothingRead": "No part number could be read. Hold the label closer, in good light, or type the number.",
  "scan.bestReading": "We read “{reading}”.",
  "scan.correct": "Correct it in the search box",
  "scan.askWhatsApp": "Ask us on WhatsApp",
  "scan.askMessage": "Hello, I am looking for the part with this number on its label: {reading}",
  "scan.noPhoto": "Part photo not available",
} as const;

export const scanEs: Record<keyof typeof scanEn, string> = {
  "scan.title": "Escanear la etiqueta de una pieza",
  "scan.close": "Cerrar el escáner",
  "scan.aim": "Mantén la etiqueta dentro del marco: su número de pieza, número OE, código de barras o código QR.",
  "scan.starting": "Encendiendo la cámara…",
  "scan.loadingReader": "Preparando el lector…",
  "scan.reading": "Leyendo la etiqueta…",
  "scan.choosePhoto": "Elegir una foto",
  "scan.typeInstead": "Escribir el número",
  "scan.denied":
    "La cámara está bloqueada para este sitio. Permítela en los ajustes del navegador, elige una foto de la etiqueta o escribe el número.",
  "scan.noCamera":
    "No se encontró ninguna cámara en este dispositivo. Elige una foto de la etiqueta o escribe el número.",
  "scan.cameraFailed": "No se pudo encender la cámara. Elige una foto de la etiqueta o escribe el número.",
  "scan.photoUnreadable": "Ese archivo no se pudo abrir como imagen. Elige una foto (JPEG, PNG o WebP).",
  "scan.found": "Encontrada",
  "scan.matchesPartNumber": "número de pieza {number}",
  "scan.matchesOe": "coincide con el OE {number}",
  "scan.matchesXref": "coincide con la referencia cruzada {number}",
  "scan.others": "{count} piezas llevan este número: esta es la primera. Busca para verlas todas.",
  "scan.open": "Abrir esta pieza",
  "scan.add": "Añadir a la lista de consulta",
  "scan.added": "Añadida a tu lista de consulta",
  "scan.addFailed": "Este dispositivo no guardó la lista. Abre la pieza y consulta desde allí.",
  "scan.again": "Escanear otra",
  "scan.nothing": "Ninguna pieza de nuestro catálogo coincide con esta etiqueta.",
  "scan.nothingRead": "No se pudo leer ningún número de pieza. Acerca la etiqueta, con buena luz, o escribe el número.",
  "scan.bestReading": "Hemos leído «{reading}».",
  "scan.correct": "Corregirlo en el buscador",
  "scan.askWhatsApp": "Pregúntanos por WhatsApp",
  "scan.askMessage": "Hola, busco la pieza que lleva este número en su etiqueta: {reading}",
  "scan.noPhoto": "Foto de la pieza no disponible",
} as const;

export type ScanKey = keyof typeof scanEn;
export const scanTexts = defineTexts({ en: scanEn, es: scanEs });
