import type { BlogArticle } from "../types.ts";

export default {
  id: "fiat",
  title: "Fiat AC Compressors: Keeping a Punto, Linea or Avventura Cool Years After the Brand Left",
  shortDescription:
    "Fiat stopped selling cars in India in 2019, but Puntos and Lineas still run. A guide to finding the right AC compressor for an out-of-production car and fitting it properly.",
  image: {
    src: "/images/blog/fiat.webp",
    alt: "Illustration of a car AC compressor beside a hatchback silhouette, titled Fiat",
  },
  published: "2026-04-06",
  content: {
    intro: [
      "Fiat's Punto, Linea and Avventura have loyal owners. Their steering, ride and solid build keep them on the road years after Fiat stopped selling cars in India in 2019. But an out-of-production car raises a practical question every summer: when the AC stops cooling, where do you find the right parts?",
      "The answer is simpler than many owners fear. The compressors in Fiat cars were made by established AC manufacturers, and those makers' parts remain available through distributors. What matters is identifying the exact part and fitting it with care.",
    ],
    sections: [
      {
        title: "The Multijet myth: same engine, different compressor",
        content: [
          "Fiat's 1.3 Multijet diesel was one of the most widely used engines in India. It powered the Punto and Linea, and also Maruti Suzuki's diesel Swift, Dzire and Ertiga, and several Tata models. That leads many workshops to assume the AC compressor is shared too.",
          "It often is not. The engine block may be the same, but each carmaker chose its own compressor, mounting bracket, pulley and pipe layout. A compressor from a Multijet-engined Maruti may bolt on to a Punto's engine and still fail to fit its pipes, belt line or connector. Match by the part number on the compressor's label, never by the engine.",
        ],
      },
      {
        title: "Common AC faults in ageing Fiats",
        bulletPoints: [
          "Slow refrigerant leaks from O-rings and hoses that have hardened with age.",
          "Condensers corroded or punctured after years of road grit and monsoons.",
          "Worn magnetic clutches that slip or will not engage when hot.",
          "Tired cooling fans, or fan relays and resistors that no longer switch the fan to high speed.",
          "Compressor wear on high-mileage cars, showing as noise and weak cooling.",
        ],
      },
      {
        title: "Is it really the compressor?",
        content: [
          "On a car of this age, several small faults often add up to poor cooling. A good workshop checks the charge by recovering and weighing it, tests for leaks, confirms the cooling fan runs at both speeds, checks the clutch air gap and coil, and measures running pressures.",
          "If the charge is low, the leak must be fixed; if the condenser is corroded, replace it. The compressor needs replacing when it is noisy, seized, leaking from its body or shaft seal, or unable to build pressure in an otherwise healthy system.",
        ],
      },
      {
        title: "Finding the right replacement",
        bulletPoints: [
          "Clean the label on the old compressor and photograph it; the maker's part number is the key to a correct match.",
          "If the label is unreadable, give your distributor the car's VIN, engine and year, plus photos of the compressor from several sides, the pulley and the connector.",
          "Compare pulley grooves and diameter, mounting points, pipe ports and connector before fitting.",
          "Choose a new, boxed unit from the original maker over a used compressor from a scrapyard; the used part carries someone else's wear and contamination.",
          "As an editorial guide, a new compressor for a Punto or Linea usually costs in the range of ₹13,000 to ₹28,000, depending on engine and availability.",
        ],
      },
      {
        title: "Fitting it into an old system",
        content:
          "An old system deserves a fresh start. Replace the receiver-drier and expansion valve, renew the O-rings at every joint you open, and flush the pipes and evaporator. If the old compressor failed internally, replace the condenser as well. Adjust the oil in the new compressor to the system's needs, vacuum for at least 30 minutes to boil off moisture, and charge by weight. Turn the compressor by hand a few times before the first start.",
      },
      {
        title: "Everyday care for an out-of-production car",
        bulletPoints: [
          "Run the AC for a few minutes every week all year round to keep the seals supple.",
          "Have the condenser cleaned and inspected before summer.",
          "Replace the cabin filter, if your model has one, every year.",
          "Fix small leaks early: parts for an older car are easier to plan for than to find in an emergency.",
        ],
      },
    ],
    conclusion: [
      "An out-of-production Fiat does not have to be an uncomfortable one. Identify the compressor by its own part number, not by the engine it shares with other cars, and rule out the smaller faults first.",
      "Buy a new, genuine unit from a distributor who can cross-reference older parts, fit it into a clean system, and your Punto or Linea will keep cool for many more summers.",
    ],
  },
} satisfies BlogArticle;
