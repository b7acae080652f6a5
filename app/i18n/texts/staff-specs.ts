import { defineTexts } from "../translate.ts";

/**
 * Texts of the staff screens for specifications (issue 27, decision 100): the fields of each
 * category, and a product's values in the product form. Keys start with "specs.". The server's
 * refusals are shown as it writes them.
 */
export const specsEn = {
  "specs.tab": "Specifications",
  "specs.title": "Specification fields",
  "specs.intro":
    "Each category has its own fields. Product pages show them in a table, listings filter by them, and sheets can fill them in the mapping step.",
  "specs.category": "Category",
  "specs.loadError": "The fields could not be loaded. Reload the page to try again.",
  "specs.empty": "This category has no specification fields yet.",
  "specs.add": "Add a field",
  "specs.edit": "Edit",
  "specs.editNamed": "Edit {name}",
  "specs.delete": "Delete",
  "specs.deleteNamed": "Delete {name}",
  "specs.confirmDelete":
    "Delete this field? Products keep their values, but pages, filters and exports no longer show them.",
  "specs.deleted": "{name} was deleted.",
  "specs.added": "{name} was added.",
  "specs.saved": "{name} was saved.",
  "specs.failed": "That did not work. Try again.",
  "specs.nameEn": "Name in English",
  "specs.nameEs": "Name in Spanish",
  "specs.unit": "Unit",
  "specs.unitHint": "Such as mm, V or W; leave empty for none.",
  "specs.kind": "Kind",
  "specs.kind.number": "Number",
  "specs.kind.text": "Text",
  "specs.kind.choice": "One of a list",
  "specs.choices": "Choices",
  "specs.choicesHint": "One per line. For a Spanish label, write it after an equals sign: Yes = Sí.",
  "specs.sortOrder": "Position",
  "specs.sortOrderHint": "Fields are shown from the lowest number up.",
  "specs.save": "Save",
  "specs.cancel": "Cancel",
  "specs.key": "key {key}",
  "specs.values": "Specifications",
  "specs.valuesHint": "Leave a field empty when the part has no such value. Numbers may be written with their unit.",
  "specs.chooseValue": "Not given",
  "specs.mapping.title": "Specification columns",
  "specs.mapping.intro":
    "Which column holds each specification. Units such as 24V or 650 mm, decimal commas and spellings such as R-134A are read; each row uses the fields of its own category.",
  "specs.mapping.none": "No column",
  "specs.mapping.column": "Column {column}: {header}",
  "specs.mapping.categories": "{name} ({categories})",
} as const;

type SpecsKey = keyof typeof specsEn;

export const specsEs: Partial<Record<SpecsKey, string>> = {
  "specs.tab": "Especificaciones",
  "specs.title": "Campos de especificación",
  "specs.intro":
    "Cada categoría tiene sus propios campos. Las páginas de producto los muestran en una tabla, los listados filtran por ellos y las hojas pueden rellenarlos en el paso de asignación de columnas.",
  "specs.category": "Categoría",
  "specs.loadError": "No se pudieron cargar los campos. Recarga la página para intentarlo de nuevo.",
  "specs.empty": "Esta categoría aún no tiene campos de especificación.",
  "specs.add": "Añadir un campo",
  "specs.edit": "Editar",
  "specs.editNamed": "Editar {name}",
  "specs.delete": "Eliminar",
  "specs.deleteNamed": "Eliminar {name}",
  "specs.confirmDelete":
    "¿Eliminar este campo? Los productos conservan sus valores, pero las páginas, los filtros y las exportaciones dejan de mostrarlos.",
  "specs.deleted": "Se eliminó {name}.",
  "specs.added": "Se añadió {name}.",
  "specs.saved": "Se guardó {name}.",
  "specs.failed": "No ha funcionado. Inténtalo de nuevo.",
  "specs.nameEn": "Nombre en inglés",
  "specs.nameEs": "Nombre en español",
  "specs.unit": "Unidad",
  "specs.unitHint": "Por ejemplo mm, V o W; déjala vacía si no tiene.",
  "specs.kind": "Tipo",
  "specs.kind.number": "Número",
  "specs.kind.text": "Texto",
  "specs.kind.choice": "Uno de una lista",
  "specs.choices": "Opciones",
  "specs.choicesHint": "Una por línea. Para una etiqueta en español, escríbela tras un signo igual: Yes = Sí.",
  "specs.sortOrder": "Posición",
  "specs.sortOrderHint": "Los campos se muestran del número más bajo al más alto.",
  "specs.save": "Guardar",
  "specs.cancel": "Cancelar",
  "specs.key": "clave {key}",
  "specs.values": "Especificaciones",
  "specs.valuesHint": "Deja un campo vacío si la pieza no tiene ese dato. Los números pueden escribirse con su unidad.",
  "specs.chooseValue": "Sin indicar",
  "specs.mapping.title": "Columnas de especificaciones",
  "specs.mapping.intro":
    "Qué columna contiene cada especificación. Se leen unidades como 24V o 650 mm, comas decimales y grafías como R-134A; cada fila usa los campos de su propia categoría.",
  "specs.mapping.none": "Ninguna columna",
  "specs.mapping.column": "Columna {column}: {header}",
  "specs.mapping.categories": "{name} ({categories})",
};

export const specsTexts = defineTexts({ en: specsEn, es: specsEs });
