import type { BlogArticle } from "../types.ts";

export default {
  id: "why-hanon-car-ac-compressors-are-trusted-by-top-auto-brands",
  title: "Why Hanon Car AC Compressors Are Trusted by Top Auto Brands",
  shortDescription:
    "Hanon Systems supplies compressors and climate systems to many of the world's carmakers. What makes its compressors a safe choice for Indian workshops and car owners.",
  image: {
    src: "/images/blog/why-hanon-car-ac-compressors-are-trusted-by-top-auto-brands.webp",
    alt: "Illustration of a car AC compressor with a quality shield and check mark, titled Hanon",
  },
  published: "2026-07-20",
  content: {
    intro: [
      "Open the bonnet of a Hyundai, a Kia or one of many other modern cars and there is a good chance the AC compressor carries the Hanon name. Hanon Systems is one of the world's largest suppliers of automotive thermal management, and its compressors are designed into cars by carmakers who test every part for years before they approve it.",
      "For a workshop choosing a replacement, or a car owner deciding what to pay for, that matters. This article explains where Hanon comes from, what it makes, and why its compressors have earned the trust of carmakers and mechanics alike.",
    ],
    sections: [
      {
        title: "From Halla Climate Control to Hanon Systems",
        content: [
          "Hanon's roots go back to Halla Climate Control, founded in South Korea in the 1980s to supply climate systems to the growing Korean car industry. Over the following decades it grew through partnership with Visteon, the components maker spun off from Ford, and took on Visteon's climate business around the world. In 2015 the company was renamed Hanon Systems.",
          "Today Hanon designs and builds compressors, heating and air-conditioning modules, condensers, radiators and, increasingly, heat pumps and thermal systems for electric vehicles. It operates factories and engineering centres across Asia, Europe and the Americas, including in India.",
        ],
      },
      {
        title: "What carmakers look for, and why Hanon passes",
        content:
          "Before a carmaker fits a compressor to a new model, it puts the design through long validation: durability runs of hundreds of thousands of kilometres, heat and cold chambers, vibration, corrosion and noise tests. A supplier that carmakers return to, model after model, has proved it can deliver three things:",
        bulletPoints: [
          "Consistency: every compressor from the line performs like the one that passed validation.",
          "Durability: bearings, seals and valves that last for the life of the car in demanding climates.",
          "Refinement: low noise and vibration, so the compressor is never heard in the cabin.",
          "Efficiency: variable-displacement designs that take only the engine power the cooling demand requires.",
          "Engineering support: the ability to design a compressor around a new engine and package.",
        ],
      },
      {
        title: "Hanon's compressor range",
        content: [
          "Hanon's range for engine-driven cars centres on swash-plate compressors, both fixed and variable displacement, with magnetic clutches or clutchless drives controlled by an electronic valve. For electric and hybrid vehicles, Hanon builds electric compressors with integrated motors and inverters, which also cool batteries and power electronics.",
          "For the Indian aftermarket, the most important point is simple: the compressor a Hyundai or Kia left the factory with is very often a Hanon, and the same design is available as a replacement.",
        ],
      },
      {
        title: "Why it matters in Indian conditions",
        content:
          "Indian driving is tough on compressors: ambient temperatures of 45°C and more, long hours at idle, dust, and monsoon humidity. A compressor built to global carmaker specifications is designed for hot-climate markets and high duty cycles. That shows in the things a workshop notices: fewer comebacks, quieter running, clutches that engage reliably when hot, and seals that do not weep after one summer.",
      },
      {
        title: "Buying genuine Hanon compressors",
        bulletPoints: [
          "Buy from an authorised distributor that sources directly, not from traders who cannot show where the stock came from.",
          "Check the packaging and label: the Hanon name, the part number and a serial or batch code should be clearly printed and intact.",
          "Match the part number to the car's original part, from the old compressor's label or the VIN.",
          "Ask for a GST invoice and the warranty terms in writing.",
          "Be wary of prices far below the market; as an editorial guide, genuine Hanon compressors for popular hatchbacks and SUVs usually cost in the range of ₹15,000 to ₹40,000.",
        ],
      },
    ],
    conclusion: [
      "Hanon's compressors are trusted by carmakers because they have been tested and proved across millions of vehicles in every climate. For Indian workshops and owners, choosing a genuine Hanon unit means choosing the same standard the car was built with.",
      "Buy it boxed, by part number, from an authorised distributor, fit it into a clean system with a new drier and valve, and it will deliver the reliability that made Hanon a favourite of the world's carmakers.",
    ],
  },
} satisfies BlogArticle;
