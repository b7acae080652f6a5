import { defineTexts } from "../translate.ts";

/**
 * Texts of the mapping step's field sources (a column, several columns by a template) and of its
 * sample products as they will read (issue 26). Keys start with "mapping.".
 */
export const staffMappingEn = {
  "mapping.fields.title": "Where each field comes from",
  "mapping.fields.intro":
    "Choose a column for each field. One column can fill several fields; a field can also join several columns.",
  "mapping.fields.none": "Not in the sheet",
  "mapping.fields.column": "Column {column}: {header}",
  "mapping.fields.template": "Several columns joined…",
  "mapping.fields.templateLabel": "Columns for {field}, in braces",
  "mapping.fields.templateHint":
    "Write column headers or letters in braces, with any text between them, such as {example}. Columns: {headers}.",
  "mapping.fields.required": "required",
  "mapping.fields.firstValues": "First values: {values}",
  "mapping.fields.empty": "(empty)",
  "mapping.samples.title": "How the first products will read",
  "mapping.samples.intro":
    "Checked with the choices above. Vehicles go to the parts finder; text that is not a vehicle stays on the product as a note.",
  "mapping.samples.row": "Row {row}",
  "mapping.samples.name": "Name",
  "mapping.samples.partNumber": "Part number",
  "mapping.samples.brand": "Brand",
  "mapping.samples.category": "Category",
  "mapping.samples.vehicles": "Vehicles",
  "mapping.samples.noVehicles": "None",
  "mapping.samples.anyYear": "any year",
  "mapping.samples.newModel": "new model",
  "mapping.samples.note": "Not a vehicle, kept as a note",
  "mapping.samples.newModels": "The import adds these models to the parts finder: {models}.",
  "mapping.samples.notes_one": "{count} row has fitment text that is not a vehicle: it is kept as a note.",
  "mapping.samples.notes": "{count} rows have fitment text that is not a vehicle: it is kept as a note.",
  "mapping.changed": "The choices on screen have not been checked yet. Import checks them first.",
  "mapping.rechecked": "Checked again with your changes. Look over the result, then press Import.",
  "mapping.problemsHint":
    "Change the choices above and check again (a column, a fixed value, or importing only the good rows), or correct the sheet and choose it again.",
  "mapping.problemsIntro":
    "Nothing has been imported. Each problem names its row in the sheet (the header is row {row}).",
};

export const staffMappingEs: typeof staffMappingEn = {
  "mapping.fields.title": "De dónde sale cada campo",
  "mapping.fields.intro":
    "Elige una columna para cada campo. Una columna puede rellenar varios campos, y un campo puede unir varias columnas.",
  "mapping.fields.none": "No está en la hoja",
  "mapping.fields.column": "Columna {column}: {header}",
  "mapping.fields.template": "Varias columnas unidas…",
  "mapping.fields.templateLabel": "Columnas para {field}, entre llaves",
  "mapping.fields.templateHint":
    "Escribe encabezados o letras de columna entre llaves, con el texto que quieras entre ellos, como {example}. Columnas: {headers}.",
  "mapping.fields.required": "obligatorio",
  "mapping.fields.firstValues": "Primeros valores: {values}",
  "mapping.fields.empty": "(vacía)",
  "mapping.samples.title": "Cómo se leerán los primeros productos",
  "mapping.samples.intro":
    "Comprobado con lo elegido arriba. Los vehículos pasan al buscador de recambios; el texto que no es un vehículo se guarda en el producto como nota.",
  "mapping.samples.row": "Fila {row}",
  "mapping.samples.name": "Nombre",
  "mapping.samples.partNumber": "Referencia",
  "mapping.samples.brand": "Marca",
  "mapping.samples.category": "Categoría",
  "mapping.samples.vehicles": "Vehículos",
  "mapping.samples.noVehicles": "Ninguno",
  "mapping.samples.anyYear": "cualquier año",
  "mapping.samples.newModel": "modelo nuevo",
  "mapping.samples.note": "No es un vehículo; se guarda como nota",
  "mapping.samples.newModels": "La importación añade estos modelos al buscador de recambios: {models}.",
  "mapping.samples.notes_one": "{count} fila tiene texto de compatibilidad que no es un vehículo: se guarda como nota.",
  "mapping.samples.notes": "{count} filas tienen texto de compatibilidad que no es un vehículo: se guardan como nota.",
  "mapping.changed": "Lo elegido en pantalla aún no se ha comprobado. Al importar se comprobará primero.",
  "mapping.rechecked": "Comprobado de nuevo con tus cambios. Revisa el resultado y pulsa Importar.",
  "mapping.problemsHint":
    "Cambia lo elegido arriba y vuelve a comprobar (una columna, un valor fijo o importar solo las filas correctas), o corrige la hoja y vuelve a elegirla.",
  "mapping.problemsIntro":
    "No se ha importado nada. Cada problema indica su fila en la hoja (los encabezados están en la fila {row}).",
};

export const staffMappingHi: typeof staffMappingEn = {
  "mapping.fields.title": "हर फ़ील्ड कहाँ से आता है",
  "mapping.fields.intro": "हर फ़ील्ड के लिए एक कॉलम चुनें। एक कॉलम कई फ़ील्ड भर सकता है; एक फ़ील्ड कई कॉलम जोड़कर भी बन सकता है।",
  "mapping.fields.none": "शीट में नहीं है",
  "mapping.fields.column": "कॉलम {column}: {header}",
  "mapping.fields.template": "कई कॉलम जोड़कर…",
  "mapping.fields.templateLabel": "{field} के कॉलम, ब्रैकेट में",
  "mapping.fields.templateHint": "कॉलम के हेडर या अक्षर ब्रैकेट में लिखें, बीच में कोई भी टेक्स्ट, जैसे {example}। कॉलम: {headers}।",
  "mapping.fields.required": "ज़रूरी",
  "mapping.fields.firstValues": "पहली वैल्यू: {values}",
  "mapping.fields.empty": "(ख़ाली)",
  "mapping.samples.title": "पहले प्रोडक्ट्स कैसे दिखेंगे",
  "mapping.samples.intro":
    "ऊपर के चुनाव से जाँचा गया। गाड़ियाँ पार्ट्स फ़ाइंडर में जाती हैं; जो टेक्स्ट गाड़ी नहीं है वह प्रोडक्ट पर नोट बनकर रहता है।",
  "mapping.samples.row": "पंक्ति {row}",
  "mapping.samples.name": "नाम",
  "mapping.samples.partNumber": "पार्ट नंबर",
  "mapping.samples.brand": "ब्रांड",
  "mapping.samples.category": "कैटेगरी",
  "mapping.samples.vehicles": "गाड़ियाँ",
  "mapping.samples.noVehicles": "कोई नहीं",
  "mapping.samples.anyYear": "कोई भी साल",
  "mapping.samples.newModel": "नया मॉडल",
  "mapping.samples.note": "गाड़ी नहीं है, नोट के रूप में रखा गया",
  "mapping.samples.newModels": "इम्पोर्ट ये मॉडल पार्ट्स फ़ाइंडर में जोड़ेगा: {models}।",
  "mapping.samples.notes_one": "{count} पंक्ति में ऐसा फ़िटमेंट टेक्स्ट है जो गाड़ी नहीं है: उसे नोट के रूप में रखा गया है।",
  "mapping.samples.notes": "{count} पंक्तियों में ऐसा फ़िटमेंट टेक्स्ट है जो गाड़ी नहीं है: उसे नोट के रूप में रखा गया है।",
  "mapping.changed": "स्क्रीन पर किए चुनाव अभी जाँचे नहीं गए हैं। इम्पोर्ट पहले उन्हें जाँचेगा।",
  "mapping.rechecked": "आपके बदलावों के साथ फिर से जाँचा गया। नतीजा देखें, फिर इम्पोर्ट दबाएँ।",
  "mapping.problemsHint":
    "ऊपर के चुनाव बदलकर फिर जाँचें (कोई कॉलम, कोई तय वैल्यू, या सिर्फ़ सही पंक्तियाँ इम्पोर्ट करें), या शीट ठीक करके उसे फिर चुनें।",
  "mapping.problemsIntro": "कुछ भी इम्पोर्ट नहीं हुआ। हर समस्या शीट में अपनी पंक्ति बताती है (हेडर पंक्ति {row} है)।",
};

export const staffMappingTexts = defineTexts({ en: staffMappingEn, es: staffMappingEs, hi: staffMappingHi });
export type StaffMappingKey = keyof typeof staffMappingEn;
