import { areaTexts } from "../translate.ts";

/** Texts of the home page's sections below the hero (keys "home.…"). */
export const homeSectionsEn = {
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
  "home.why1Text_one": "One leading brand and every part of the AC and cooling circuit, for 14+ vehicle makes.",
  "home.why1Text": "{count} leading brands and every part of the AC and cooling circuit, for 14+ vehicle makes.",
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
  "home.allCars": "Every car we have parts for",
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

/** The texts of the home page's sections, with the shell's as fallback. */
export const homeSectionsTexts = await areaTexts(
  "homeSections",
  homeSectionsEn,
  import.meta.glob("./*/home-sections.ts"),
);
export type HomeSectionsKey = keyof typeof homeSectionsEn;
