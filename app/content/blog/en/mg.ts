import type { BlogArticle } from "../types.ts";

export default {
  id: "mg",
  title: "MG AC Compressors: Hector, Astor, Gloster and the Electric Compressors of the ZS EV and Comet",
  shortDescription:
    "MG sells both petrol and diesel SUVs and electric cars in India, and their AC compressors work very differently. What owners and workshops need to know about each.",
  image: {
    src: "/images/blog/mg.webp",
    alt: "Illustration of an electric car AC compressor with a lightning symbol beside an SUV silhouette, titled MG",
  },
  published: "2026-06-29",
  content: {
    intro: [
      "MG Motor's Indian range covers two very different kinds of car. The Hector, Astor and Gloster use engines that drive a conventional AC compressor with a belt. The ZS EV, Comet EV and Windsor EV have no engine to drive a belt, so their compressors are electric, powered by the high-voltage battery.",
      "Both types keep the cabin cool, but they fail differently, are serviced differently and need different parts. Here is what MG owners and the workshops that look after their cars should know.",
    ],
    sections: [
      {
        title: "Belt-driven compressors in the Hector, Astor and Gloster",
        content: [
          "MG's petrol and diesel SUVs use variable-displacement compressors driven from the engine's accessory belt. The Hector's large cabin and panoramic sunroof mean a heavy heat load in Indian sunshine, and the three-row Hector Plus and Gloster add rear-seat cooling on top.",
          "These systems behave much like those of other modern SUVs: the climate-control unit sets the compressor's output, the engine computer adjusts idle speed, and a pressure sensor protects the system from extreme pressures.",
        ],
      },
      {
        title: "Electric compressors in MG's EVs",
        content: [
          "In the ZS EV, Comet and Windsor, the compressor has its own electric motor and inverter, running on several hundred volts from the traction battery. It cools the cabin and, just as importantly, helps manage the temperature of the battery itself. A failing compressor in an EV can therefore affect charging speed and range, not only comfort.",
          "Electric compressors use a special insulating oil, usually a POE type. Ordinary PAG oil, common in standard AC service machines, can reduce the insulation between the high-voltage windings and the compressor body. That is why EVs must be serviced only with dedicated equipment, and only by technicians trained for high-voltage work.",
        ],
      },
      {
        title: "Warning signs",
        bulletPoints: [
          "Weak cooling in traffic or after long drives, especially with a full cabin.",
          "Noise from the compressor with the AC on: a whine or knock in the SUVs, a louder or rougher hum in the EVs.",
          "In EVs, warnings about the climate system or battery temperature, or slower fast-charging on hot days.",
          "Oil residue around the compressor or pipe joints.",
          "Rear passengers in three-row models feeling warm while the front is cool.",
        ],
      },
      {
        title: "Diagnosis and replacement",
        bulletPoints: [
          "Scan the car first: both the SUVs and the EVs record useful faults for pressures, sensors and the compressor.",
          "Recover and weigh the charge, and find any leak with dye or nitrogen before replacing parts.",
          "Match the replacement by part number from the label or VIN; MG used different compressors across engines and model years.",
          "On EVs, isolate the high-voltage system following MG's procedure before touching the compressor, and use only insulating oil and dedicated equipment.",
          "Replace the drier and expansion valve, flush the system after an internal failure, and charge by weight.",
          "As an editorial guide, a new belt-driven compressor for a Hector or Astor usually costs in the range of ₹25,000 to ₹50,000, while electric compressors for EVs cost considerably more.",
        ],
      },
      {
        title: "Care tips for MG owners",
        bulletPoints: [
          "Clean the condenser before summer; on EVs a clean condenser also helps keep the battery cool while charging.",
          "Use the sunroof blind on hot days to cut the heat load on the AC.",
          "Pre-cool an EV while it is still plugged in, so the energy comes from the charger rather than the battery.",
          "Replace the cabin filter on schedule, more often in dusty cities.",
          "Choose workshops that are equipped for your car's type of compressor.",
        ],
      },
    ],
    conclusion: [
      "MG's range shows where car AC is heading. The SUVs use proven belt-driven compressors that respond to the usual good practice; the EVs use electric compressors that demand special oil, special tools and trained hands.",
      "Whichever MG you drive, buy the genuine part by number from an authorised distributor and have it fitted by a workshop that knows the system. Your MG will stay cool, and an EV will keep its battery happy too.",
    ],
  },
} satisfies BlogArticle;
