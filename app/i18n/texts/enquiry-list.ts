import { defineTexts } from "../translate.ts";

/**
 * Texts of the enquiry list (issue 28): the stepper a card shows once a part is added, and the
 * /enquiry page. The shell keeps only "Add to enquiry" and the list's name (en.ts), which every
 * page shows before this area's code is loaded.
 */
export const enquiryListEn = {
  "enquiryList.quantityOf": "Quantity of {name} in your enquiry",
  "enquiryList.fewer": "One fewer",
  "enquiryList.more": "One more",
  "enquiryList.added": "{name} is in your enquiry list",
  "enquiryList.view": "View list",
  "enquiryList.full": "The list is full: {count} lines at most.",
  "enquiryList.notKept": "This browser did not keep the list (private mode or storage full).",
  "enquiryList.pageTitle": "Your enquiry list | {company}",
  "enquiryList.pageDescription":
    "The parts you collected for one job. Send the whole list on WhatsApp or through the site and we answer with a quote.",
  "enquiryList.heading": "Your enquiry list",
  "enquiryList.intro":
    "Collect every part one job needs, then send the whole list at once. It stays on this device until you send it.",
  "enquiryList.loading": "Reading the list kept on this device…",
  "enquiryList.empty": "Your list is empty. Add parts with “Add to enquiry” on any part, or paste a list of numbers.",
  "enquiryList.browse": "Browse the categories",
  "enquiryList.lines": "Parts",
  "enquiryList.lineCount": "{count} lines",
  "enquiryList.lineCount_one": "1 line",
  "enquiryList.partNo": "Part No. {partNumber}",
  "enquiryList.quantity": "Quantity",
  "enquiryList.remove": "Remove",
  "enquiryList.removeNamed": "Remove {name}",
  "enquiryList.gone": "No longer in the catalogue: sent as text, we will look for it.",
  "enquiryList.typedLine": "Typed: no catalogue part matched it yet.",
  "enquiryList.vehicleHeading": "Vehicle",
  "enquiryList.vehicleLabel": "The vehicle these parts are for",
  "enquiryList.vehicleHint": "Make, model and year, e.g. Honda City 2019. Or pick it below.",
  "enquiryList.pickVehicle": "Use this vehicle",
  "enquiryList.noteLabel": "Note for us",
  "enquiryList.noteHint": "Anything that helps: engine, variant, how soon you need the parts.",
  "enquiryList.saved": "Kept on this device",
} as const;

export const enquiryListEs: Partial<Record<keyof typeof enquiryListEn, string>> = {
  "enquiryList.quantityOf": "Cantidad de {name} en tu consulta",
  "enquiryList.fewer": "Uno menos",
  "enquiryList.more": "Uno más",
  "enquiryList.added": "{name} está en tu lista de consulta",
  "enquiryList.view": "Ver lista",
  "enquiryList.full": "La lista está llena: {count} líneas como máximo.",
  "enquiryList.notKept": "Este navegador no guardó la lista (modo privado o almacenamiento lleno).",
  "enquiryList.pageTitle": "Tu lista de consulta | {company}",
  "enquiryList.pageDescription":
    "Las piezas que reuniste para un trabajo. Envía la lista entera por WhatsApp o desde la web y te respondemos con un presupuesto.",
  "enquiryList.heading": "Tu lista de consulta",
  "enquiryList.intro":
    "Reúne todas las piezas que necesita un trabajo y envía la lista de una vez. Se queda en este dispositivo hasta que la envíes.",
  "enquiryList.loading": "Leyendo la lista guardada en este dispositivo…",
  "enquiryList.empty":
    "Tu lista está vacía. Añade piezas con «Añadir a la consulta» en cualquier pieza, o pega una lista de números.",
  "enquiryList.browse": "Ver las categorías",
  "enquiryList.lines": "Piezas",
  "enquiryList.lineCount": "{count} líneas",
  "enquiryList.lineCount_one": "1 línea",
  "enquiryList.partNo": "Ref. {partNumber}",
  "enquiryList.quantity": "Cantidad",
  "enquiryList.remove": "Quitar",
  "enquiryList.removeNamed": "Quitar {name}",
  "enquiryList.gone": "Ya no está en el catálogo: se envía como texto y la buscaremos.",
  "enquiryList.typedLine": "Escrita a mano: aún no coincide con ninguna pieza del catálogo.",
  "enquiryList.vehicleHeading": "Vehículo",
  "enquiryList.vehicleLabel": "El vehículo al que van estas piezas",
  "enquiryList.vehicleHint": "Marca, modelo y año, p. ej. Honda City 2019. O elígelo abajo.",
  "enquiryList.pickVehicle": "Usar este vehículo",
  "enquiryList.noteLabel": "Nota para nosotros",
  "enquiryList.noteHint": "Lo que ayude: motor, versión, para cuándo necesitas las piezas.",
  "enquiryList.saved": "Guardada en este dispositivo",
};

export const enquiryListTexts = defineTexts({ en: enquiryListEn, es: enquiryListEs });
export type EnquiryListKey = keyof typeof enquiryListEn;
