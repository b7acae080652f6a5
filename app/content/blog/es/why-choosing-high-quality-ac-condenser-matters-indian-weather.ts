import type { BlogArticle } from "../types.ts";

export default {
  id: "why-choosing-high-quality-ac-condenser-matters-indian-weather",
  title: "Por qué elegir un condensador de calidad importa con el clima de la India",
  shortDescription:
    "Con 45 °C en la calle, el condensador decide si el aire acondicionado enfría o sufre. Cómo funciona, por qué los baratos fallan en la India y cómo elegir uno bueno.",
  image: {
    src: "/images/blog/why-choosing-high-quality-ac-condenser-matters-indian-weather.webp",
    alt: "Ilustración del panal de un condensador de aire acondicionado con ondas de calor y un sol intenso",
  },
  published: "2026-11-02",
  content: {
    intro: [
      "Cuando se piensa en el aire acondicionado del coche, se piensa en el compresor. Pero una tarde a 45 °C en Delhi, Ahmedabad o Nagpur, la pieza que más a menudo decide si el habitáculo se enfría es el condensador: el panel fino, parecido a un radiador, que va en la parte delantera del coche.",
      "Su trabajo es expulsar al aire exterior todo el calor que el sistema ha sacado del habitáculo, más el calor que añade la compresión del refrigerante. Cuanto más calor hace, más difícil es ese trabajo. Un buen condensador lo hace bien; uno malo convierte cada tarde de verano en una lucha.",
    ],
    sections: [
      {
        title: "Qué hace el condensador",
        content: [
          "El gas caliente a alta presión que sale del compresor entra en el condensador. Al pasar el aire entre sus tubos y aletas, el gas cede calor y se condensa en líquido. Solo el refrigerante líquido puede enfriar después en el evaporador, así que el condensador tiene que convertir todo el gas en líquido antes de que salga.",
          "El condensador solo puede enfriar el refrigerante si está más caliente que el aire que lo rodea. Con el aire exterior a 45 °C, el refrigerante tiene que estar aún más caliente, y eso eleva las presiones del sistema. Cada pizca de rendimiento que el condensador pierde por polvo, aletas dobladas o un mal diseño sube aún más esas presiones, carga el compresor y reduce el frío.",
        ],
      },
      {
        title: "Por qué las condiciones de la India son tan exigentes",
        bulletPoints: [
          "Temperaturas muy altas durante meses en gran parte del país.",
          "Largos ratos al ralentí o avanzando despacio en el tráfico, cuando solo el ventilador mueve aire por el condensador.",
          "Polvo, insectos y hojas que tapan las aletas, sobre todo en autopistas y regiones secas.",
          "La humedad del monzón y el aire salino de la costa, que corroen aletas y tubos de aluminio.",
          "Piedras y restos que lanzan otros vehículos y que perforan el panal.",
        ],
      },
      {
        title: "Qué hace que un condensador sea de calidad",
        content:
          "La mayoría de los coches modernos usan condensadores de aluminio de flujo paralelo, o de microcanales: tubos planos con muchos conductos internos diminutos, unidos a aletas finas plegadas y soldados en horno. Por fuera, uno bueno y uno malo pueden parecer iguales. Las diferencias están dentro:",
        bulletPoints: [
          "Tamaño de panal, número de tubos y densidad de aletas correctos para el coche, para que disipe el calor que exige el diseño original.",
          "Soldadura uniforme, para que las aletas sigan unidas a los tubos y transmitiendo calor durante años.",
          "Aleaciones y recubrimientos resistentes a la corrosión para zonas húmedas y costeras.",
          "Anclajes y conexiones precisos, para que encaje sin tensiones y selle bien.",
          "Un filtro deshidratador integrado, cuando el original lo lleva, con desecante nuevo.",
          "Prueba de presión de cada unidad en fábrica.",
        ],
      },
      {
        title: "Lo que cuesta un condensador barato",
        content: [
          "Un condensador de baja calidad puede tener un panal más pequeño, menos aletas o uniones mal soldadas. Puede enfriar bien en febrero y fallar en mayo. Mientras sufre, las presiones suben, el compresor trabaja más caliente y más tiempo, el consumo aumenta y el compresor se desgasta antes. Las uniones débiles pueden empezar a perder en una sola temporada.",
          "Como orientación editorial, un condensador de calidad para un utilitario o una berlina compacta suele costar entre ₹3,500 y ₹9,000, y para SUV y coches de gama alta entre ₹7,000 y ₹20,000 o más. Ahorrar mil rupias en el condensador puede costar muchas veces esa cantidad en un compresor más adelante.",
        ],
      },
      {
        title: "Cuándo hay que cambiar el condensador",
        bulletPoints: [
          "Pierde, está perforado o muy corroído.",
          "Tiene muchas aletas dobladas o despegadas de los tubos.",
          "El compresor se ha roto por dentro: los restos se quedan en los conductos diminutos y no se pueden limpiar.",
          "El frío sigue siendo pobre al ralentí después de limpiar el condensador y comprobar el ventilador.",
        ],
      },
      {
        title: "Cómo cuidar el condensador",
        content:
          "Haz que lo limpien antes de cada verano, con suavidad y por detrás cuando sea posible; el agua a alta presión dobla las aletas. Revísalo después de cualquier golpe delantero. Mantén sano el ventilador del radiador. Cerca de la costa, acláralo con agua dulce durante el monzón. Estos pequeños gestos mantienen bajas las presiones y más sano todo el sistema.",
      },
    ],
    conclusion: [
      "Con el clima de la India, el condensador trabaja al límite de su diseño. Un condensador de calidad, adecuado para el coche y fabricado con buenos materiales, mantiene las presiones a raya, el frío fuerte y el compresor sano.",
      "Elige una unidad original por número de pieza a un distribuidor autorizado, mantenla limpia y el aire acondicionado de tu coche seguirá enfriando en los veranos más calurosos de la India.",
    ],
  },
} satisfies BlogArticle;
