import type { BlogArticle } from "../types.ts";

export default {
  id: "hyundai",
  title: "Hyundai Car AC Compressors: A Practical Guide for Creta, Venue, i20 and Verna Owners",
  shortDescription:
    "Hyundai compressors come mostly from Korean makers Hanon Systems and Doowon. Learn the signs of trouble, how to identify the right part and how to keep it cool for years.",
  image: {
    src: "/images/blog/hyundai.webp",
    alt: "Illustration of a car AC compressor beside a mid-size SUV silhouette, titled Hyundai",
  },
  published: "2026-02-23",
  content: {
    intro: [
      "Hyundai is one of the most common car brands on Indian roads, and its AC systems have a good reputation. But a Creta that runs twelve hours a day as a family car, or an i20 stuck in Bengaluru traffic, puts its compressor through more work in a year than many European cars see in three.",
      "Here is what every Hyundai owner and workshop should know about the compressor: who makes it, how to tell when it is failing, and how to buy and fit the right replacement.",
    ],
    sections: [
      {
        title: "Who makes your Hyundai's compressor",
        content: [
          "Most Hyundai compressors come from two Korean companies with long ties to the carmaker: Hanon Systems (formerly Halla Climate Control) and Doowon Climate Control. Both make variable-displacement swash-plate compressors for Hyundai's petrol and diesel engines, and both supply the same designs to Kia.",
          "Hyundai's own part numbers for AC compressors usually begin with 97701, followed by a code for the model and variant. That number, printed on a label on the compressor or found from the VIN, is the surest way to order the right part.",
        ],
      },
      {
        title: "How it works in your car",
        content: [
          "Hyundai compressors in recent models are variable displacement: they adjust their output to the cooling demand instead of cycling fully on and off. Many use a magnetic clutch that disengages the compressor when the AC is off; some newer engines use an electronically controlled valve that sets the stroke.",
          "The engine control unit also has a say. It may briefly switch off the compressor when you floor the accelerator to overtake, and it raises the idle speed slightly when the AC is on. Both are normal and are not signs of a fault.",
        ],
      },
      {
        title: "Warning signs to act on",
        bulletPoints: [
          "Cooling that gradually weakens over weeks, especially at idle or in traffic.",
          "A clicking sound as the clutch engages and disengages much more often than usual.",
          "A growl or whine from the compressor that rises with engine speed.",
          "Air that turns warm after a long drive, then recovers after the car has rested.",
          "An oily film on the compressor body or at the pipe connections.",
          "The engine struggling or vibrating at idle only when the AC is switched on.",
        ],
      },
      {
        title: "Check these before replacing the compressor",
        content:
          "Many Hyundai AC complaints come from parts other than the compressor. A workshop should rule these out first, because each is cheaper to fix and each, left alone, will damage a new compressor too.",
        bulletPoints: [
          "Refrigerant charge: recover and weigh it. A short charge means a leak to be found and fixed.",
          "Condenser and cooling fan: a dusty condenser or a slow fan pushes pressures up in traffic.",
          "Cabin filter and blower: a blocked filter reduces airflow and makes the coil freeze.",
          "Pressure sensor and wiring: a bad signal can stop the compressor from engaging at all.",
          "Clutch air gap and coil, on models with a clutch.",
        ],
      },
      {
        title: "Buying and fitting a replacement",
        content: [
          "Order by the 97701 part number or the compressor maker's own number, not by model name: a Creta diesel, a Creta petrol and a Creta turbo petrol can all use different compressors, and facelifts change them again. Check the pulley, the mounting lugs, the pipe ports and the connector against the old unit before fitting.",
          "Buy a new, boxed unit from Hanon or Doowon through an authorised distributor. As an editorial guide, a new compressor for a Grand i10, i20, Venue or Creta usually costs in the range of ₹16,000 to ₹35,000, depending on engine and variant. When fitting, replace the receiver-drier and expansion valve, flush the system if the old compressor failed internally, set the oil to the right quantity and grade, and charge by weight.",
        ],
      },
      {
        title: "Keeping your Hyundai's AC strong through summer",
        bulletPoints: [
          "Clean the condenser before the hot season; on SUVs like the Creta it collects dust and insects quickly.",
          "Replace the cabin filter every 10,000 km, or every six months in dusty cities.",
          "Run the AC regularly all year round to keep the seals lubricated.",
          "Start with fresh-air mode for a minute to flush out hot air, then switch to recirculation for faster cooling.",
          "Have the system checked every year before April, when workshops get busy.",
        ],
      },
    ],
    conclusion: [
      "A Hyundai's AC compressor is a dependable part, made by some of the best-known names in the business. Most problems start elsewhere, so check the charge, the condenser, the fan and the sensors before condemning it.",
      "When a replacement is needed, order by part number, buy a genuine Hanon or Doowon unit from an authorised distributor, and fit it with a new drier and valve in a clean system. That is how your Hyundai stays cool, summer after summer.",
    ],
  },
} satisfies BlogArticle;
