import type { BlogArticle } from "../types.ts";

export default {
  id: "kia",
  title: "Kia AC Compressors: Seltos, Sonet, Carens and Carnival Owners' Guide to Reliable Cooling",
  shortDescription:
    "Kia shares much of its AC hardware with Hyundai, but not everything. Learn how to identify the right compressor for your Kia, spot early trouble and keep it cool.",
  image: {
    src: "/images/blog/kia.webp",
    alt: "Illustration of a car AC compressor beside a compact SUV silhouette, titled Kia",
  },
  published: "2026-03-23",
  content: {
    intro: [
      "Kia arrived in India in 2019 and quickly became a familiar name with the Seltos, Sonet, Carens and Carnival. Many of these cars are now past their warranty, and their owners are meeting their first AC repairs outside the dealer network.",
      "Kia's compressors are well made, and most of them come from the same Korean suppliers as Hyundai's. That shared heritage is useful when you need a part, but it also leads to mistakes. Here is how to get it right.",
    ],
    sections: [
      {
        title: "Shared platforms, separate part numbers",
        content: [
          "The Seltos shares its platform and engines with the Hyundai Creta, and the Sonet with the Venue. Their compressors come from the same makers, mainly Hanon Systems and Doowon Climate Control, and in many cases the part is identical.",
          "In many cases is not every case. Pipe routing, mounting brackets, pulley sizes and connectors can differ between the Kia and its Hyundai cousin, or between model years. Always match by part number: Kia compressor numbers, like Hyundai's, usually begin with 97701. Read it from the label on the compressor or have it found from the VIN.",
        ],
      },
      {
        title: "The Carens and Carnival: more cabin, more work",
        content:
          "Three-row Kias carry a second evaporator for the rear passengers. The compressor feeds both, so it runs longer and harder than in a five-seater. These systems also hold more refrigerant and oil, and their longer pipes have more joints that can leak. When a three-row Kia's rear AC turns weak while the front still cools, suspect low charge first: the rear circuit usually suffers before the front does.",
      },
      {
        title: "Signs your Kia's compressor needs attention",
        bulletPoints: [
          "Cooling that weakens slowly, especially at idle and in traffic.",
          "Frequent clicking from the clutch engaging and disengaging.",
          "A hum, whine or knock from the compressor with the AC on.",
          "Warm air after a long drive that recovers once the car cools down.",
          "Oil residue on the compressor or at the pipe joints near it.",
          "The idle becoming rough or the car feeling sluggish only with the AC running.",
        ],
      },
      {
        title: "What a workshop should check first",
        bulletPoints: [
          "Refrigerant charge, recovered and weighed against the label under the bonnet.",
          "Condenser cleanliness and the radiator fan's speed at idle.",
          "The cabin filter and blower airflow.",
          "The refrigerant pressure sensor and its wiring.",
          "Clutch air gap and coil resistance, on compressors with a clutch.",
          "A leak test with dye or nitrogen if the charge was low.",
        ],
      },
      {
        title: "Choosing and fitting the replacement",
        content: [
          "Buy a new, boxed compressor from Hanon or Doowon through an authorised distributor, matched by part number. Check the pulley, ports, mounts and connector against the old unit before fitting. As an editorial guide, a new compressor for a Sonet or Seltos usually costs in the range of ₹17,000 to ₹36,000, and a Carnival unit more.",
          "Fit it with a new receiver-drier and expansion valve, flush the system if the old compressor failed internally, adjust the oil to the system's needs, vacuum for at least 30 minutes and charge by weight. On three-row models, check both evaporator circuits afterwards.",
        ],
      },
      {
        title: "Electric Kias",
        content:
          "Kia's electric cars, such as the EV6, use an electric compressor driven by its own high-voltage motor instead of a belt. These are serviced differently: the compressor uses a special insulating oil, and ordinary PAG oil from a standard AC machine can damage it and compromise electrical safety. Only workshops trained and equipped for high-voltage systems should work on them.",
      },
    ],
    conclusion: [
      "A Kia's AC compressor is a close relative of Hyundai's, but the right part is the one with the right number. Check the charge, condenser, fan and sensors first, then replace the compressor only when it has genuinely failed.",
      "Buy genuine from an authorised distributor, fit it into a clean system with a new drier and valve, and your Seltos, Sonet, Carens or Carnival will keep its cabin cool for years.",
    ],
  },
} satisfies BlogArticle;
