import { defineTexts } from "../translate.ts";

/** Texts of the home page (keys "home.…") and the about page (keys "about.…"). */
export const homeEn = {
  "home.title": "{company} | Car AC Compressors, Condensers and Cooling Parts",
  "home.description":
    "Genuine car AC and cooling parts from Denso, Valeo, Mahle Behr, Sanden, Hanon and more: compressors, condensers, cooling coils, blower motors and radiators, delivered across India.",
  "home.heroHeadline": "Automotive Air Conditioning Parts",
  "home.heroLabel": "Highlights",
  "home.heroSlide": "{n} of {total}",
  "home.heroPrevious": "Previous slide",
  "home.heroNext": "Next slide",
  "home.heroGoTo": "Show slide {n}: {title}",
  "home.heroPause": "Pause the slideshow",
  "home.heroPlay": "Play the slideshow",
  "home.aboutEyebrow": "Our Commitment",
  "home.aboutTitle": "Who we are",
  "home.aboutTagline": "Keeping India's cars cool since 1991.",
  "home.aboutIntro":
    "{company} is one of India's largest distributors of automotive air-conditioning and engine-cooling parts. From Gurugram we supply genuine compressors, condensers, cooling coils, blower motors, radiators, fan assemblies, expansion valves and injectors made by the companies that equip the cars on Indian roads.",
  "home.aboutGrowth":
    "What began in 1991 as a single counter in Delhi's spare-parts market is now a network of warehouses and branches serving workshops, retailers, fleets and manufacturers across India, the Middle East, Africa and Southeast Asia.",
  "home.aboutFacilities":
    "Our 10,000 m² of facilities hold more than 15,000 references in stock, so most orders leave the same day, packed for the road or for export.",
  "home.whyTitle": "Why choose us",
  "home.why1Title": "A complete portfolio",
  "home.why1Text": "Twelve leading brands and every part of the AC and cooling circuit, for 14+ vehicle makes.",
  "home.why2Title": "Technical expertise",
  "home.why2Text": "Our team matches part numbers, checks fitment and recommends the right replacement.",
  "home.why3Title": "Over three decades",
  "home.why3Text": "Workshops and distributors have trusted our stock and our word since 1991.",
  "home.why4Title": "Competitive pricing",
  "home.why4Text": "We buy directly from the makers, which keeps our trade prices sharp.",
  "home.aboutClosing": "Whatever you drive and wherever you are: the right part, on time.",
  "home.aboutBanner": "Three decades of keeping cabins cool. Discover our story.",
  "home.readMore": "Read more",
  "home.readMoreAbout": "about {company}",
  "home.foundedBadge": "Founded in Delhi",
  "home.aboutImageAlt": "Parcels of parts moving along the conveyor in front of stocked warehouse shelves",
  "home.brandsTitle": "Distributed Brands",
  "home.brandsText": "Authorised stock from the makers that supply the world's car manufacturers.",
  "home.categoriesTitle": "Product Categories",
  "home.categoriesText": "Every part of the air-conditioning and engine-cooling circuit.",
  "home.categoriesPrevious": "Previous categories",
  "home.categoriesNext": "Next categories",
  "home.categorySlide": "{n} of {total}",
  "home.makesTitle": "Brands We Support",
  "home.makesText": "Parts for 14+ vehicle makes, from everyday hatchbacks to luxury SUVs.",
  "home.growthEyebrow": "{year} in numbers",
  "home.growthTitle": "Our Growth Story",
  "home.growthText":
    "Three decades of steady growth, measured in space, stock and people: the capacity behind every order we ship.",
  "home.statFacilities": "10,000 m² of facilities",
  "home.statReferences": "Over 15,000 references in stock",
  "home.statEmployees": "50 employees",
  "home.playVideo": "Play video",
  "home.pauseVideo": "Pause video",
  "home.blogsTitle": "From Our Blog",
  "home.blogsText": "Buying guides and care tips for car AC compressors, make by make.",
  "home.blogCardTitle": "Car AC Compressors",
  "home.blogCardDescription": "Premium Cooling Solutions by {company}",
  "home.blogCardLink": "Read the {brand} guide",
  "home.viewAllBlogs": "View all articles",
  "home.testimonialsTitle": "What Our Customers Say",
  "home.testimonialsText": "Workshops, fleets and distributors on working with us.",
  "home.testimonialsPrevious": "Previous testimonial",
  "home.testimonialsNext": "Next testimonial",
  "home.testimonialGoTo": "Show testimonial {n}",
  "home.testimonialsPause": "Pause the testimonials",
  "home.testimonialsPlay": "Play the testimonials",
} as const;

export const homeEs: Partial<Record<keyof typeof homeEn, string>> = {
  "home.title": "{company} | Compresores, condensadores y piezas de climatización para coches",
  "home.description":
    "Piezas originales de aire acondicionado y refrigeración de Denso, Valeo, Mahle Behr, Sanden, Hanon y más: compresores, condensadores, evaporadores, motores de soplador y radiadores.",
  "home.heroHeadline": "Piezas de aire acondicionado para automóviles",
  "home.heroLabel": "Destacados",
  "home.heroSlide": "{n} de {total}",
  "home.heroPrevious": "Diapositiva anterior",
  "home.heroNext": "Diapositiva siguiente",
  "home.heroGoTo": "Mostrar la diapositiva {n}: {title}",
  "home.heroPause": "Pausar la presentación",
  "home.heroPlay": "Reanudar la presentación",
  "home.aboutEyebrow": "Nuestro compromiso",
  "home.aboutTitle": "Quiénes somos",
  "home.aboutTagline": "Manteniendo frescos los coches de la India desde 1991.",
  "home.aboutIntro":
    "{company} es uno de los mayores distribuidores de piezas de aire acondicionado y refrigeración del motor de la India. Desde Gurugram suministramos compresores, condensadores, evaporadores, motores del soplador, radiadores, electroventiladores, válvulas de expansión e inyectores originales, fabricados por las empresas que equipan los coches que circulan por el país.",
  "home.aboutGrowth":
    "Lo que empezó en 1991 como un pequeño mostrador en el mercado de recambios de Delhi es hoy una red de almacenes y sucursales que atiende a talleres, tiendas, flotas y fabricantes de la India, Oriente Medio, África y el Sudeste Asiático.",
  "home.aboutFacilities":
    "Nuestras instalaciones de 10.000 m² guardan más de 15.000 referencias en stock, así que la mayoría de los pedidos sale el mismo día, embalada para la carretera o para la exportación.",
  "home.whyTitle": "Por qué elegirnos",
  "home.why1Title": "Un catálogo completo",
  "home.why1Text":
    "Doce marcas líderes y todas las piezas del circuito de climatización y refrigeración, para más de 14 marcas de vehículos.",
  "home.why2Title": "Conocimiento técnico",
  "home.why2Text": "Nuestro equipo cruza referencias, comprueba la compatibilidad y recomienda el recambio adecuado.",
  "home.why3Title": "Más de tres décadas",
  "home.why3Text": "Talleres y distribuidores confían en nuestro stock y en nuestra palabra desde 1991.",
  "home.why4Title": "Precios competitivos",
  "home.why4Text": "Compramos directamente a los fabricantes, y eso se nota en nuestros precios para profesionales.",
  "home.aboutClosing": "Conduzcas lo que conduzcas y estés donde estés: la pieza correcta, a tiempo.",
  "home.aboutBanner": "Tres décadas manteniendo frescos los habitáculos. Descubre nuestra historia.",
  "home.readMore": "Leer más",
  "home.readMoreAbout": "sobre {company}",
  "home.foundedBadge": "Fundada en Delhi",
  "home.aboutImageAlt": "Paquetes de piezas avanzando por la cinta transportadora delante de estanterías llenas",
  "home.brandsTitle": "Marcas que distribuimos",
  "home.brandsText": "Stock oficial de los fabricantes que suministran a las grandes marcas de automóviles.",
  "home.categoriesTitle": "Categorías de productos",
  "home.categoriesText": "Todas las piezas del circuito de aire acondicionado y de refrigeración del motor.",
  "home.categoriesPrevious": "Categorías anteriores",
  "home.categoriesNext": "Categorías siguientes",
  "home.categorySlide": "{n} de {total}",
  "home.makesTitle": "Marcas de vehículos compatibles",
  "home.makesText": "Piezas para más de 14 marcas de vehículos, del utilitario de cada día al SUV de lujo.",
  "home.growthEyebrow": "{year} en cifras",
  "home.growthTitle": "Nuestra historia de crecimiento",
  "home.growthText":
    "Tres décadas de crecimiento constante, medido en espacio, stock y personas: la capacidad que respalda cada pedido que enviamos.",
  "home.statFacilities": "10.000 m² de instalaciones",
  "home.statReferences": "Más de 15.000 referencias en stock",
  "home.statEmployees": "50 empleados",
  "home.playVideo": "Reproducir el vídeo",
  "home.pauseVideo": "Pausar el vídeo",
  "home.blogsTitle": "Desde nuestro blog",
  "home.blogsText": "Guías de compra y consejos de mantenimiento de compresores, marca por marca.",
  "home.blogCardTitle": "Compresores de aire acondicionado",
  "home.blogCardDescription": "Soluciones de climatización de calidad de {company}",
  "home.blogCardLink": "Leer la guía de {brand}",
  "home.viewAllBlogs": "Ver todos los artículos",
  "home.testimonialsTitle": "Lo que dicen nuestros clientes",
  "home.testimonialsText": "Talleres, flotas y distribuidores cuentan cómo es trabajar con nosotros.",
  "home.testimonialsPrevious": "Opinión anterior",
  "home.testimonialsNext": "Opinión siguiente",
  "home.testimonialGoTo": "Mostrar la opinión {n}",
  "home.testimonialsPause": "Pausar las opiniones",
  "home.testimonialsPlay": "Reanudar las opiniones",
};

export const aboutEn = {
  "about.title": "About {company} | Car AC and Cooling Parts Distributor Since 1991",
  "about.description":
    "Since 1991 {company} has grown from a Delhi parts counter into one of India's largest distributors of car AC and engine-cooling parts: our journey, values and numbers.",
  "about.eyebrow": "Our story since 1991",
  "about.heading": "About Us",
  "about.intro":
    "Three decades of supplying genuine air-conditioning and cooling parts to the workshops, fleets and distributors that keep India moving.",
  "about.journeyTitle": "Our Journey",
  "about.journeyText": "From one counter to a nationwide network, one milestone at a time.",
  "about.corporationTitle": "About the Corporation",
  "about.corporationText1":
    "{company} buys directly from the world's leading makers of compressors, condensers, radiators and fans, and stocks their parts for the vehicles Indian customers actually drive. Our buyers, warehouse staff and technical advisers work as one team, so a part number asked for in the morning is usually on its way by the evening.",
  "about.corporationText2":
    "We serve independent workshops, authorised service centres, fleet operators, retailers and manufacturers, in India and abroad, with the same promise: genuine parts, honest advice and fair trade prices.",
  "about.valuesTitle": "Our values",
  "about.valueInnovation": "Innovation",
  "about.valueInnovationText":
    "New ways to find, stock and deliver parts faster, from online search to smarter warehousing.",
  "about.valueAccountability": "Accountability",
  "about.valueAccountabilityText": "We stand behind every part we sell and every promise we make about it.",
  "about.valueExcellence": "Excellence",
  "about.valueExcellenceText": "Genuine products, careful packing and service our customers recommend to others.",
  "about.valuePrecision": "Precision",
  "about.valuePrecisionText": "The exact part for the exact vehicle, matched by number and checked before dispatch.",
  "about.whyTitle": "Why Choose {company}",
  "about.why1Title": "Genuine parts only",
  "about.why1Text": "Sourced directly from the makers or their authorised channels, with the maker's warranty.",
  "about.why2Title": "Stock in depth",
  "about.why2Text": "More than 15,000 references on our shelves, across twelve leading brands.",
  "about.why3Title": "Expert advice",
  "about.why3Text": "Advisers who know AC and cooling systems help you find the right part the first time.",
  "about.why4Title": "Fast delivery across India",
  "about.why4Text": "Most orders are dispatched within one to two business days, many on the same day.",
  "about.why5Title": "Ready for export",
  "about.why5Text": "Export-ready packing and paperwork for customers in the Middle East, Africa and Southeast Asia.",
  "about.countersTitle": "{company} in numbers",
  "about.counterYears": "Years of experience",
  "about.counterSkus": "SKUs in stock",
  "about.counterClients": "Satisfied clients",
  "about.brandsTitle": "Brands we distribute",
} as const;

export const aboutEs: Partial<Record<keyof typeof aboutEn, string>> = {
  "about.title": "Sobre {company} | Distribuidor de piezas de climatización desde 1991",
  "about.description":
    "Desde 1991 {company} ha pasado de ser un mostrador de recambios en Delhi a uno de los mayores distribuidores de piezas de climatización y refrigeración de la India: nuestra historia, valores y cifras.",
  "about.eyebrow": "Nuestra historia desde 1991",
  "about.heading": "Sobre nosotros",
  "about.intro":
    "Tres décadas suministrando piezas originales de climatización y refrigeración a los talleres, flotas y distribuidores que mantienen la India en marcha.",
  "about.journeyTitle": "Nuestra trayectoria",
  "about.journeyText": "De un mostrador a una red nacional, paso a paso.",
  "about.corporationTitle": "Sobre la empresa",
  "about.corporationText1":
    "{company} compra directamente a los principales fabricantes mundiales de compresores, condensadores, radiadores y ventiladores, y tiene en stock sus piezas para los vehículos que de verdad conducen nuestros clientes. Compradores, personal de almacén y asesores técnicos trabajamos como un solo equipo, así que una referencia pedida por la mañana suele salir por la tarde.",
  "about.corporationText2":
    "Atendemos a talleres independientes, servicios oficiales, flotas, tiendas y fabricantes, en la India y en el extranjero, con la misma promesa: piezas originales, consejo honesto y precios justos para profesionales.",
  "about.valuesTitle": "Nuestros valores",
  "about.valueInnovation": "Innovación",
  "about.valueInnovationText":
    "Nuevas formas de encontrar, almacenar y entregar piezas más rápido, de la búsqueda en línea a un almacén más inteligente.",
  "about.valueAccountability": "Responsabilidad",
  "about.valueAccountabilityText": "Respondemos de cada pieza que vendemos y de cada promesa que hacemos sobre ella.",
  "about.valueExcellence": "Excelencia",
  "about.valueExcellenceText":
    "Productos originales, embalaje cuidadoso y un servicio que nuestros clientes recomiendan.",
  "about.valuePrecision": "Precisión",
  "about.valuePrecisionText":
    "La pieza exacta para el vehículo exacto, identificada por su referencia y revisada antes del envío.",
  "about.whyTitle": "Por qué elegir {company}",
  "about.why1Title": "Solo piezas originales",
  "about.why1Text":
    "Compradas directamente a los fabricantes o a sus canales oficiales, con la garantía del fabricante.",
  "about.why2Title": "Stock amplio",
  "about.why2Text": "Más de 15.000 referencias en nuestras estanterías, de doce marcas líderes.",
  "about.why3Title": "Asesoramiento experto",
  "about.why3Text":
    "Asesores que conocen los sistemas de climatización y refrigeración te ayudan a acertar a la primera.",
  "about.why4Title": "Entrega rápida en toda la India",
  "about.why4Text": "La mayoría de los pedidos sale en uno o dos días hábiles, muchos el mismo día.",
  "about.why5Title": "Preparados para exportar",
  "about.why5Text":
    "Embalaje y documentación de exportación para clientes de Oriente Medio, África y el Sudeste Asiático.",
  "about.countersTitle": "{company} en cifras",
  "about.counterYears": "Años de experiencia",
  "about.counterSkus": "Referencias en stock",
  "about.counterClients": "Clientes satisfechos",
  "about.brandsTitle": "Marcas que distribuimos",
};

/** The home page's texts, with the shell's as fallback. */
export const homeTexts = defineTexts({ en: homeEn, es: homeEs });

/** The about page's texts, with the shell's as fallback. */
export const aboutTexts = defineTexts({ en: aboutEn, es: aboutEs });
export type HomeKey = keyof typeof homeEn;
export type AboutKey = keyof typeof aboutEn;
