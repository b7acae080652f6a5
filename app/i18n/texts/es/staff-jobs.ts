import type { JobsKey } from "../staff-jobs.ts";

export const jobsEs: Partial<Record<JobsKey, string>> = {
  "jobs.tab": "Trabajos",
  "jobs.title": "Trabajos",
  "jobs.intro":
    "Un trabajo reúne todas las piezas que un taller cambia a la vez, como un compresor con su filtro deshidratador, válvula, aceite y juntas tóricas. Las páginas de producto de estas categorías ofrecen «Pedir el trabajo completo», que llena la lista de consulta del comprador para un coche.",
  "jobs.newCategory": "¿Falta una categoría que el trabajo necesita? Añádela en Marcas y categorías.",
  "jobs.loadError": "No se pudieron cargar los trabajos. Recarga la página para intentarlo de nuevo.",
  "jobs.empty": "Aún no hay trabajos.",
  "jobs.add": "Añadir un trabajo",
  "jobs.edit": "Editar",
  "jobs.editNamed": "Editar {name}",
  "jobs.delete": "Eliminar",
  "jobs.deleteNamed": "Eliminar {name}",
  "jobs.confirmDelete":
    "¿Eliminar este trabajo? Las páginas de producto dejan de ofrecerlo; las consultas que lo nombraban conservan su nombre.",
  "jobs.deleted": "Se eliminó {name}.",
  "jobs.added": "Se añadió {name}.",
  "jobs.saved": "Se guardó {name}.",
  "jobs.failed": "No funcionó. Inténtalo de nuevo.",
  "jobs.nameEn": "Nombre en inglés",
  "jobs.nameIn": "Nombre en {language}",
  "jobs.steps": "Categorías, en el orden del trabajo",
  "jobs.category": "Categoría {position}",
  "jobs.quantity": "Cantidad de la categoría {position}",
  "jobs.moveUp": "Subir la categoría {position}",
  "jobs.moveDown": "Bajar la categoría {position}",
  "jobs.removeStep": "Quitar la categoría {position}",
  "jobs.addStep": "Añadir una categoría",
  "jobs.save": "Guardar",
  "jobs.cancel": "Cancelar",
};
