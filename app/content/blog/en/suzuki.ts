import type { BlogArticle } from "../types.ts";

export default {
  id: "suzuki",
  title: "Maruti Suzuki AC Compressors: Swift, Dzire, Baleno, Brezza and Ertiga Owners' Guide",
  shortDescription:
    "Maruti Suzuki cars are everywhere, and so are fake AC parts for them. Learn who makes the compressors, how to spot trouble early and how to buy a genuine replacement.",
  image: {
    src: "/images/blog/suzuki.webp",
    alt: "Illustration of a car AC compressor beside a hatchback silhouette, titled Suzuki",
  },
  published: "2026-05-04",
  content: {
    intro: [
      "Maruti Suzuki is India's best-selling carmaker, and a Swift, Dzire, WagonR, Baleno, Brezza or Ertiga is parked on almost every street. Their AC systems are compact, efficient and designed for small engines, and they mostly do their job quietly for years.",
      "That popularity has a downside. Because demand for Maruti parts is so high, the market is full of low-quality copies and relabelled units. Choosing the right compressor matters as much as fitting it correctly.",
    ],
    sections: [
      {
        title: "Who makes the compressors in Maruti cars",
        content: [
          "Most Maruti Suzuki AC systems come from Subros, an Indian company founded as a partnership with Denso and Suzuki, and one of the country's largest makers of car AC systems. Some models and engines use compressors from other makers such as Denso and Sanden.",
          "Maruti part numbers for AC compressors are specific to the model, engine and generation: a Swift petrol, a Swift with the older Multijet diesel and a current Swift do not all use the same unit. The number on the compressor's label, or the one your distributor finds from the VIN, is what to order by.",
        ],
      },
      {
        title: "Small engines, careful balance",
        content: [
          "On a car with a one-litre or 1.2-litre engine, the compressor takes a noticeable share of the engine's power. Maruti's systems are designed around that: the engine computer raises the idle when the AC is on and may briefly cut the compressor when you accelerate hard, to give you full power for overtaking. Both are normal.",
          "Mild-hybrid models still use a belt-driven compressor. Strong hybrids, such as the Grand Vitara's self-charging hybrid, use an electric compressor, which needs special insulating oil and trained, high-voltage-qualified technicians.",
        ],
      },
      {
        title: "Signs of compressor trouble",
        bulletPoints: [
          "Cooling that becomes weak at idle and in traffic but improves at speed.",
          "The clutch cycling on and off every few seconds.",
          "A knocking or grinding noise with the AC on that disappears when it is switched off.",
          "The engine shaking at idle or stalling when the AC is switched on.",
          "Oil stains on the compressor body or its pipe connections.",
          "A burning smell from the front of the engine, which can come from a slipping clutch or belt.",
        ],
      },
      {
        title: "The fake-parts problem, and how to avoid it",
        content:
          "Counterfeit and relabelled compressors for popular Maruti models are common in some markets. They often look right, but use poor bearings, weak clutches and inferior seals, and may be rebuilt units painted to look new. Protect yourself with these checks:",
        bulletPoints: [
          "Buy from an authorised distributor that gives a GST invoice and the maker's written warranty.",
          "Check the box: genuine packaging is well printed, with the maker's label, part number and usually a serial number or batch code.",
          "Inspect the compressor: crisp castings, clean machining, an intact label and no paint over old scratches or seals.",
          "Be wary of prices far below the market: a genuine compressor cannot be sold for half the usual price.",
          "As an editorial guide, a genuine new compressor for a Swift, Dzire, Baleno or Brezza typically costs in the range of ₹11,000 to ₹24,000, depending on model and engine.",
        ],
      },
      {
        title: "Fitting tips for Maruti workshops",
        bulletPoints: [
          "Replace the receiver-drier and the expansion valve with every compressor.",
          "Flush the system after an internal failure, and replace the condenser if it is contaminated.",
          "Check and adjust the oil quantity and grade in the new compressor before fitting.",
          "Vacuum for at least 30 minutes and charge by weight, not by guesswork or pressure alone.",
          "Check the clutch air gap and the belt tension after fitting.",
        ],
      },
      {
        title: "Simple habits that protect the AC",
        content:
          "Clean the condenser every year before summer, change the cabin filter regularly, run the AC for a few minutes each week in winter, and open the windows briefly before switching on the AC in a car that has been parked in the sun. These simple habits keep pressures down and the compressor healthy.",
      },
    ],
    conclusion: [
      "Maruti Suzuki AC systems are simple and dependable when they are given genuine parts and good workmanship. Most of the risk lies in the parts market, not in the cars.",
      "Buy a genuine compressor by part number from an authorised distributor, fit it into a clean system with a new drier and valve, and your Maruti will stay cool through many Indian summers.",
    ],
  },
} satisfies BlogArticle;
