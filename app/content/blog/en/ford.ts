import type { BlogArticle } from "../types.ts";

export default {
  id: "ford",
  title: "Ford AC Compressors: Keeping Your EcoSport, Figo or Endeavour Cool After Ford's Exit",
  shortDescription:
    "Ford stopped building cars in India, but lakhs of EcoSports, Figos and Endeavours still need AC parts. Here is how to find the right compressor and keep it working.",
  image: {
    src: "/images/blog/ford.webp",
    alt: "Illustration of a car AC compressor beside a compact SUV silhouette, titled Ford",
  },
  published: "2026-02-09",
  content: {
    intro: [
      "Ford ended vehicle production in India in 2022, but its cars did not disappear. EcoSports still fill office car parks, Figos and Aspires still work as taxis, and Endeavours still cross the country. Every one of them needs a working AC, and sooner or later a compressor.",
      "With fewer dealer workshops around, Ford owners increasingly rely on independent garages and parts distributors. The good news is that AC compressors for Ford cars remain available from the makers who built them in the first place. The key is knowing what you have and buying by part number.",
    ],
    sections: [
      {
        title: "What is fitted to your Ford",
        content: [
          "Many Fords sold in India left the factory with compressors from Visteon's climate business, which is now part of Hanon Systems; other models and engines used other makers. Small petrol and diesel cars such as the Figo, Aspire, Freestyle and EcoSport mostly use compact swash-plate compressors with a magnetic clutch. The Endeavour, with its bigger cabin and rear AC, uses a larger unit.",
          "Different engines mean different compressors. An EcoSport 1.5 petrol, 1.5 diesel and 1.0 EcoBoost do not necessarily share one, and a facelift can change the part even when the engine stays the same. The only reliable reference is the part number on the compressor's label, or the one found from the car's VIN.",
        ],
      },
      {
        title: "Symptoms of a failing Ford compressor",
        bulletPoints: [
          "The magnetic clutch does not click in when you press the AC button, or it clicks in and out every few seconds.",
          "A rumbling or rattling noise from the engine bay with the AC on, which goes away when the AC is switched off.",
          "A squeal on start-up from a slipping belt, made worse by a stiff compressor.",
          "Cooling that is weak even at highway speed, with the condenser fan working and the refrigerant charge correct.",
          "Oil stains around the front of the compressor, where the shaft seal sits behind the clutch.",
        ],
      },
      {
        title: "Not every warm vent is a dead compressor",
        content: [
          "On small Fords, the clutch coil and its relay fail more often than the compressor itself, and both are far cheaper to fix. A workshop should check that the coil receives voltage when the AC is requested, measure its resistance, and check the air gap between the clutch plate and pulley; a gap that has grown with wear can stop the clutch from engaging once the coil is hot.",
          "Low refrigerant is the other usual cause. Ford condensers on city cars are exposed to stones, and a small puncture leaks slowly. If the system needs regular top-ups, there is a leak to find. Topping up without fixing it only postpones the failure and starves the compressor of oil.",
        ],
      },
      {
        title: "Buying a replacement when the dealer network has shrunk",
        content:
          "With Ford's own parts counters fewer and farther between, the safest route is a distributor that buys directly from the compressor makers and can cross-reference Ford part numbers.",
        bulletPoints: [
          "Photograph the label on the old compressor and share it with your supplier; it carries the maker's number and often Ford's own.",
          "Compare the new unit with the old one: pulley grooves and diameter, mounting lugs, pipe ports and the clutch connector must all match.",
          "Prefer a new, boxed compressor over used units pulled from scrapped cars, whose history and internal wear you cannot know.",
          "As an editorial guide, a new compressor for a Figo, Aspire or EcoSport usually costs in the range of ₹14,000 to ₹30,000, and an Endeavour unit more. Prices vary with engine, stock and supplier.",
        ],
      },
      {
        title: "Fitting tips for workshops",
        bulletPoints: [
          "Replace the receiver-drier or accumulator and the expansion valve or orifice tube whenever the compressor is changed.",
          "Flush the system if the old compressor failed internally; replace the condenser if it is parallel-flow and contaminated.",
          "Check the oil quantity in the new compressor and adjust it for the system, using the grade the compressor maker specifies.",
          "Fit a new belt if the old one is glazed or cracked, and check the tensioner.",
          "Vacuum for at least 30 minutes and charge by weight to the figure on the bonnet label.",
        ],
      },
      {
        title: "Making it last in Indian conditions",
        content:
          "Many Fords in India do high daily mileage in stop-start traffic, the hardest duty for an AC. Clean the condenser before summer, keep the cabin filter fresh, park in shade where you can, and have the system checked every year before the heat arrives. A healthy system with the right charge is the best protection for a compressor that may now be harder to find at short notice.",
      },
    ],
    conclusion: [
      "Ford's exit has not made its cars harder to keep cool, but it has made careful buying more important. Identify the compressor by part number, rule out the cheap faults first, and buy a new, genuine unit from a distributor who knows the Ford range.",
      "Fitted with a new drier, a clean system and the right oil and charge, a quality compressor will keep your EcoSport, Figo or Endeavour comfortable for years.",
    ],
  },
} satisfies BlogArticle;
