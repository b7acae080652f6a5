import type { BlogArticle } from "../types.ts";

export default {
  id: "toyota",
  title: "Toyota AC Compressors: Innova, Fortuner and Hybrid Owners' Guide to Lasting Cooling",
  shortDescription:
    "Toyota compressors, mostly made by Denso, are famously durable, but Innova fleets and Fortuners still wear them out. Learn the signs, the right replacement and hybrid care.",
  image: {
    src: "/images/blog/toyota.webp",
    alt: "Illustration of a car AC compressor beside a people-carrier silhouette, titled Toyota",
  },
  published: "2026-05-18",
  content: {
    intro: [
      "Toyota's reputation for reliability extends to its AC systems. An Innova that has run three lakh kilometres as a taxi often still has its original compressor. But every compressor has a life, and Toyotas in India tend to work hard: long highway runs, full cabins and hours at idle with the AC on.",
      "This guide covers the compressors in Toyota's Indian range, from the Innova and Fortuner to the newer hybrids, and explains how to diagnose, replace and look after them.",
    ],
    sections: [
      {
        title: "Denso: Toyota's own AC maker",
        content: [
          "Most Toyota compressors are made by Denso, a Japanese company in the Toyota group and one of the world's largest makers of automotive AC systems. Denso's variable-displacement swash-plate compressors are used across the Innova, Innova Crysta, Fortuner, Corolla Altis and Camry ranges.",
          "Because Denso builds to Toyota's specifications, the part number is tied closely to the model, engine and year. An Innova Crysta 2.4 diesel and 2.8 diesel can use different compressors, and so can manual and automatic versions. Order by the part number on the compressor label or from the VIN.",
        ],
      },
      {
        title: "Dual AC: why Innovas work their compressors harder",
        content:
          "The Innova and Innova Crysta carry a rear evaporator and blower for the second and third rows. The compressor feeds both, so it runs at high output for longer than in a five-seater. Fleet Innovas often idle for hours with passengers inside, the hardest duty of all, because the condenser gets little airflow at idle. When an Innova's rear AC weakens while the front still cools, the refrigerant charge is usually low; fix the leak before the compressor suffers.",
      },
      {
        title: "Symptoms of a worn compressor",
        bulletPoints: [
          "Cooling that becomes steadily weaker over weeks, starting with the rear vents.",
          "A growl or whine from the compressor with the AC on.",
          "A rattle from the clutch at idle, or a clutch that fails to engage when the engine is hot.",
          "Oil on the compressor body or at the shaft seal behind the clutch.",
          "Pressures that stay too close together on the gauges: low side too high, high side too low.",
        ],
      },
      {
        title: "Hybrids: electric compressors need special care",
        content: [
          "Toyota's hybrids, including the Camry hybrid, Innova Hycross and Urban Cruiser Hyryder, use an electric compressor powered by the high-voltage battery. It can cool the cabin with the engine switched off, which is why a hybrid stays cool at a traffic signal.",
          "These compressors use an insulating oil, and even a small amount of ordinary PAG oil from a standard AC machine can reduce electrical insulation and damage the compressor. Service them only with equipment reserved for hybrid systems, and only by technicians trained for high-voltage work.",
        ],
      },
      {
        title: "Buying and fitting a replacement",
        bulletPoints: [
          "Buy a new Denso compressor, boxed and labelled, by part number, from an authorised distributor with a GST invoice and warranty.",
          "Replace the receiver-drier and expansion valves (both front and rear on dual-AC vehicles).",
          "Flush both evaporator circuits and the pipes after an internal failure, and replace a contaminated condenser.",
          "Adjust the oil to the quantity the whole system needs; dual-AC systems need more.",
          "Vacuum for at least 30 minutes and charge by weight.",
          "As an editorial guide, a new Denso compressor for an Innova Crysta or Fortuner usually costs in the range of ₹25,000 to ₹48,000, and for an Etios or Glanza less.",
        ],
      },
      {
        title: "Keeping a Toyota cool for the long haul",
        bulletPoints: [
          "Clean the condenser before summer; fleet vehicles benefit from cleaning every few months.",
          "Change the cabin filter at every service in dusty cities.",
          "Check the belt and tensioner at every service on diesel models.",
          "Fix small leaks early, especially on dual-AC vehicles with long pipe runs.",
        ],
      },
    ],
    conclusion: [
      "Toyota's Denso compressors are among the toughest in the business, and with care they last for many years. When one finally wears out, diagnose the system, buy the exact genuine part by number, and fit it into a clean system with new driers and valves.",
      "For hybrids, respect the electric compressor's special oil and safety needs. Either way, your Toyota will keep its passengers cool for many more kilometres.",
    ],
  },
} satisfies BlogArticle;
