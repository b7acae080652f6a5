import type { staffMappingEn } from "../staff-mapping.ts";

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
  "mapping.fields.fixed": "El mismo valor en todas las filas…",
  "mapping.fields.fixedLabel": "{field} de todas las filas",
  "mapping.fault.template":
    "Esta plantilla no nombra ninguna columna entre llaves. Escribe el encabezado o la letra de una columna entre llaves, como {example}, o elige «El mismo valor en todas las filas» para dar a todas las filas un mismo valor.",
  "mapping.fault.source": "Esta elección no se puede usar. Vuelve a elegir de dónde sale el campo.",
  "mapping.fault.notice": "Una elección no se puede usar: está marcada abajo. Tus demás elecciones se conservan.",
  "mapping.newBrand": "Una marca nueva…",
  "mapping.newBrandLabel": "Nombre de la marca nueva",
  "mapping.newBrandHint": "La importación crea esta marca y se la da a todas las filas.",
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
  "mapping.problemsHint":
    "Cambia lo elegido arriba y vuelve a comprobar (una columna, un valor fijo o importar solo las filas correctas), o corrige la hoja y vuelve a elegirla.",
  "mapping.problemsIntro":
    "No se ha importado nada. Cada problema indica su fila en la hoja (los encabezados están en la fila {row}).",
};
