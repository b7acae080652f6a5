import type { BlogArticle } from "../types.ts";

export default {
  id: "how-to-spot-genuine-doowon-ac-compressors-buy-from-official-distributor",
  title: "How to Spot Genuine Doowon AC Compressors, and Why to Buy from an Official Distributor",
  shortDescription:
    "Fake and relabelled Doowon compressors are sold across India. A step-by-step checklist for workshops and owners to tell a genuine unit from a copy before it is fitted.",
  image: {
    src: "/images/blog/how-to-spot-genuine-doowon-ac-compressors-buy-from-official-distributor.webp",
    alt: "Illustration of a magnifying glass over a car AC compressor label with a check mark, titled Doowon",
  },
  published: "2026-08-10",
  content: {
    intro: [
      "Doowon Climate Control is a Korean maker of automotive AC compressors and a long-standing supplier to Hyundai and Kia. Because so many Hyundai and Kia cars run on Indian roads, Doowon compressors are in high demand, and where demand is high, counterfeits follow.",
      "A fake or relabelled compressor can look almost identical on the shelf. Fitted to a car, it can fail within weeks, and when it fails it can spread metal debris through the whole system. This guide shows how to tell the difference before the compressor goes in.",
    ],
    sections: [
      {
        title: "What counterfeiters sell",
        content:
          "Not every bad compressor is a crude copy. The market sees several kinds of problem part, and knowing them helps you know what to look for:",
        bulletPoints: [
          "Copies made by unknown factories, styled to look like the original, with inferior bearings, seals and valves.",
          "Used or rebuilt compressors, cleaned, repainted and sold as new in copied boxes.",
          "Genuine compressors for one model relabelled as another, which may bolt on but have the wrong displacement, valve or pulley.",
          "Genuine parts with swapped labels, to pass off a cheaper variant as a more expensive one.",
        ],
      },
      {
        title: "Check the packaging",
        bulletPoints: [
          "Printing should be sharp and consistent, with no blurred logos, spelling mistakes or mismatched colours.",
          "The label on the box should carry the part number, a barcode and a serial or batch code, and should match the label on the compressor.",
          "Protective caps should be fitted on the pipe ports, and the compressor should be sealed in its packing, not loose in a box.",
          "A box that is worn, re-taped or obviously reused is a warning sign.",
        ],
      },
      {
        title: "Check the compressor itself",
        content:
          "Take the compressor out of its box and inspect it in good light before fitting. A genuine unit shows the care of a volume production line; a fake or rebuilt one often gives itself away in the details.",
        bulletPoints: [
          "The label should be properly bonded, clearly printed and undamaged, with no sign of being peeled and re-applied.",
          "Castings should be clean and crisp, with no paint over old scratches, corrosion or oil stains.",
          "Fastener heads should be unmarked; tool marks on bolts suggest the unit has been opened.",
          "The clutch plate and pulley should be clean and free of wear marks, and the pulley should spin smoothly and quietly.",
          "The electrical connector should match the original exactly, with clean terminals.",
          "Weight is a clue: a copy made with cheaper materials can feel noticeably lighter than the original.",
        ],
      },
      {
        title: "Check the deal",
        content: [
          "Price is the easiest warning sign to see. A genuine Doowon compressor has a real production and import cost, and distributors work on modest margins. An offer far below the usual market price is almost never a bargain. As an editorial guide, genuine compressors for popular Hyundai and Kia models usually cost in the range of ₹15,000 to ₹35,000.",
          "Ask for a GST invoice that names the part and its number, and for the warranty terms in writing. A seller who will not provide either is telling you something about the part.",
        ],
      },
      {
        title: "Why an official distributor is the safest route",
        content:
          "An authorised distributor buys directly from the maker or its appointed importers, so every unit has a known origin. It can confirm the correct part number for your vehicle, replace a faulty part under warranty without argument, and stands behind what it sells. For a workshop, that means fewer comebacks and a reputation protected; for an owner, it means the compressor that goes into the car is the one the car was designed for.",
      },
      {
        title: "After fitting: protect the genuine part",
        bulletPoints: [
          "Replace the receiver-drier and expansion valve, and flush the system if the old compressor failed internally.",
          "Set the oil quantity and grade in the new compressor for the system.",
          "Vacuum for at least 30 minutes and charge by weight.",
          "Keep the invoice, the box label and a photo of the compressor label for any warranty claim.",
        ],
      },
    ],
    conclusion: [
      "Spotting a fake Doowon compressor takes a few minutes of careful inspection: packaging, labels, castings, fasteners, the pulley and the price. Those minutes can save a workshop a comeback and an owner a second repair bill.",
      "The surest protection is to buy from an official distributor that can show where its stock comes from, match the part by number and honour the warranty. Genuine parts cost a little more at the counter and far less over the life of the car.",
    ],
  },
} satisfies BlogArticle;
