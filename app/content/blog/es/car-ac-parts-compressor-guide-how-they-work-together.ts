import type { BlogArticle } from "../types.ts";

export default {
  id: "car-ac-parts-compressor-guide-how-they-work-together",
  title:
    "Piezas del aire acondicionado del coche: cómo trabajan juntos el compresor, el condensador, la válvula y el evaporador",
  shortDescription:
    "Una guía clara de las piezas del aire acondicionado del coche: qué hace cada una, cómo dependen unas de otras y por qué cambiar una obliga a revisar las demás.",
  image: {
    src: "/images/blog/car-ac-parts-compressor-guide-how-they-work-together.webp",
    alt: "Ilustración esquemática del circuito de aire acondicionado que une compresor, condensador, válvula de expansión y evaporador",
  },
  published: "2026-09-07",
  content: {
    intro: [
      "El aire acondicionado de un coche no fabrica aire frío. Mueve calor: lo recoge del aire del habitáculo y lo expulsa fuera del vehículo. Para ello usa unas pocas piezas unidas en un circuito cerrado, lleno de refrigerante y de una pequeña cantidad de aceite.",
      "Entender cómo colaboran esas piezas ayuda al conductor a describir una avería con claridad y al taller a diagnosticarla deprisa. También explica por qué un buen mecánico, cuando le piden cambiar el compresor, quiere revisar el resto del sistema.",
    ],
    sections: [
      {
        title: "El circuito del refrigerante en cuatro pasos",
        content:
          "La mayoría de los coches en la India usan refrigerante R134a, y algunos modelos recientes R1234yf. En ambos casos el refrigerante recorre el mismo circuito y pasa de gas a líquido y de nuevo a gas:",
        bulletPoints: [
          "El compresor aspira gas frío a baja presión y lo comprime hasta convertirlo en gas caliente a alta presión.",
          "El condensador, delante del radiador, enfría ese gas con el aire exterior hasta que se convierte en líquido a alta presión.",
          "La válvula de expansión (o, en algunos coches, un tubo de orificio) deja pasar el líquido por una abertura pequeña, y su presión y temperatura caen bruscamente.",
          "El evaporador, detrás del salpicadero, es donde el refrigerante frío hierve: absorbe el calor del aire que el ventilador hace pasar por él y vuelve al compresor en forma de gas.",
        ],
      },
      {
        title: "El compresor: el corazón del sistema",
        content: [
          "El motor mueve el compresor mediante una correa; en los coches eléctricos e híbridos lo mueve su propio motor eléctrico. Los coches antiguos y pequeños suelen llevar compresores de cilindrada fija con un embrague electromagnético que los conecta y desconecta. La mayoría de los coches modernos usan compresores de cilindrada variable, que ajustan su trabajo a la demanda de frío, gastan menos combustible y mantienen una temperatura más estable.",
          "El refrigerante arrastra el aceite que lubrica el compresor. Por eso la falta de refrigerante daña el compresor: con menos refrigerante vuelve menos aceite.",
        ],
      },
      {
        title: "Las piezas que lo acompañan",
        bulletPoints: [
          "Condensador: un intercambiador de calor parecido a un radiador. Si el polvo lo obstruye o sus aletas están dañadas, la presión sube y el frío baja, sobre todo al ralentí.",
          "Ventilador del radiador: hace pasar aire por el condensador cuando el coche va despacio o está parado. Un ventilador débil es una causa habitual de aire templado en los atascos.",
          "Filtro deshidratador o acumulador: guarda una pequeña reserva de refrigerante y contiene un desecante que absorbe la humedad. Una vez saturado ya no protege el sistema, por eso se cambia siempre que se abre el circuito para una reparación importante.",
          "Válvula de expansión: dosifica el refrigerante que entra en el evaporador. Si se atasca, deja el evaporador sin refrigerante o lo inunda.",
          "Evaporador: donde se produce el frío. Si pierde o está sucio, enfría menos y puede provocar olores a humedad.",
          "Motor del ventilador: empuja el aire del habitáculo a través del evaporador. Un motor cansado o un filtro de habitáculo sucio reducen el caudal.",
          "Sensores e interruptores: los de presión y temperatura protegen el compresor e informan al climatizador de lo que ocurre.",
        ],
      },
      {
        title: "Por qué una avería afecta a las demás piezas",
        content: [
          "Todas las piezas comparten un mismo circuito cerrado, así que el problema de una se extiende al resto. Un compresor que se rompe por dentro suelta partículas metálicas que viajan al condensador, a la válvula y al evaporador. La humedad que entra por una fuga reacciona con el refrigerante y el aceite y forma ácidos que atacan juntas y metales. Un condensador obstruido mantiene la presión alta, y el compresor trabaja más caliente y se desgasta antes.",
          "Por eso un cambio de compresor bien hecho incluye un filtro deshidratador y una válvula de expansión nuevos, la limpieza de tuberías y evaporador y, a menudo, un condensador nuevo: montar un compresor nuevo en un sistema contaminado es la forma más segura de destruirlo.",
        ],
      },
      {
        title: "Cómo leer los síntomas",
        bulletPoints: [
          "Frío en carretera y calor en los atascos: normalmente el condensador o el ventilador.",
          "El frío se pierde poco a poco durante semanas: normalmente una fuga y falta de carga.",
          "Sin frío y sin el clic del embrague: un fallo eléctrico, un presostato o muy poca carga.",
          "Un ruido que cambia al encender o apagar el aire: el compresor, su embrague o su rodamiento.",
          "Poco caudal incluso con el ventilador al máximo: el motor del ventilador o un filtro de habitáculo sucio.",
        ],
      },
      {
        title: "Cómo mantener sano todo el sistema",
        content:
          "Haz revisar el sistema una vez al año antes del verano: carga, presiones, estado del condensador y funcionamiento del ventilador. Cambia el filtro de habitáculo con regularidad, enciende el aire cada semana incluso en invierno y repara las fugas en cuanto aparezcan en lugar de rellenar. Cuando cambies piezas, elige componentes originales por número de pieza, porque cada una está diseñada para trabajar con las demás.",
      },
    ],
    conclusion: [
      "El aire acondicionado de un coche es un equipo: el compresor da la presión, el condensador expulsa el calor, la válvula controla el caudal y el evaporador enfría, con el deshidratador, el ventilador, el motor del ventilador y los sensores como apoyo.",
      "Cuando falla una pieza, mira al equipo entero. Diagnostica todo el sistema, cambia la pieza por una original y renueva con ella el deshidratador y la válvula. Así una reparación se convierte en años de frío fiable.",
    ],
  },
} satisfies BlogArticle;
