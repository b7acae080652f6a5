import type { BlogArticle } from "../types.ts";

export default {
  id: "jlr",
  title: "Jaguar and Land Rover AC Compressors: Care and Replacement for India's Luxury SUVs and Saloons",
  shortDescription:
    "Range Rovers, Discoverys, Defenders and Jaguars carry big cabins and big glass. Here is how their AC compressors cope with Indian heat and dust, and how to replace one properly.",
  image: {
    src: "/images/blog/jlr.webp",
    alt: "Illustration of a car AC compressor beside a large luxury SUV silhouette, titled JLR",
  },
  published: "2026-03-09",
  content: {
    intro: [
      "A Range Rover Evoque, a Discovery Sport or a Jaguar XF is built for comfort, and its climate system is part of that promise. These cars have large glass areas, dark interiors, multiple climate zones and, in the bigger SUVs, rear passengers who expect the same cool air as the driver. On an Indian summer afternoon, that is a heavy load for a single compressor.",
      "Jaguar Land Rover cars assembled in Pune and imported as complete cars share one thing: when the AC fails, owners want it fixed correctly the first time. This guide explains how the system works, where it tends to fail, and how to choose and fit a replacement compressor.",
    ],
    sections: [
      {
        title: "A big system with a lot to do",
        content: [
          "JLR models use variable-displacement compressors, supplied by large makers such as Denso and Sanden depending on the model and engine. Most are controlled electronically by the climate-control module, which adjusts the compressor's stroke through a control valve rather than switching a clutch on and off.",
          "The front-of-car stack is dense: the condenser sits ahead of the radiator and, on diesel and turbo-petrol engines, near the intercooler. Hot air recirculating through that stack in slow traffic is the single biggest enemy of cooling performance on these cars.",
        ],
      },
      {
        title: "Where problems usually start",
        bulletPoints: [
          "A condenser clogged with dust, mud or leaves, especially on Land Rovers driven off the tarmac or on unpaved roads.",
          "Leaks from the condenser after stone impacts, and from O-rings at joints that have aged in engine-bay heat.",
          "Faults in the compressor control valve, which show up as cooling that never quite gets cold enough.",
          "Cooling-fan problems that let pressures soar at idle.",
          "Internal compressor wear on high-mileage cars, bringing noise and metal debris into the system.",
        ],
      },
      {
        title: "Symptoms owners notice",
        content:
          "Because the climate-control module works hard to compensate, early faults are easy to miss. These signs deserve a visit to a workshop before the peak of summer:",
        bulletPoints: [
          "The rear of the cabin stays warm while the front is comfortable.",
          "Vents run noticeably warmer in traffic than on the highway.",
          "The blower runs at high speed for long periods to hold the set temperature.",
          "A new noise from the front of the engine that changes with the AC switched on or off.",
          "Stored faults in the climate or engine modules related to refrigerant pressure or compressor control.",
        ],
      },
      {
        title: "Diagnosing a JLR AC system",
        content: [
          "Workshops should scan the vehicle first, then compare the module's live refrigerant pressure with a gauge reading. Recover and weigh the charge: JLR systems hold a specific quantity, and even a small shortfall reduces cooling on these large cabins.",
          "Inspect the front stack closely. On many Land Rovers, a condenser that looks clean from the front is packed with debris between it and the radiator. Cleaning it properly can restore cooling without any new parts. If the charge was low, find the leak with dye or nitrogen before anything else.",
        ],
      },
      {
        title: "Choosing and fitting a replacement compressor",
        bulletPoints: [
          "Identify the exact part number from the label or the VIN. JLR used different compressors for Ingenium, older diesel and V6 or V8 petrol engines.",
          "Check whether the car uses R134a or R1234yf; newer imported models may use R1234yf, which needs its own oil and equipment.",
          "Buy a new, boxed unit from the original maker through an authorised distributor, with a GST invoice and written warranty.",
          "Replace the receiver-drier and expansion valve, flush the system, and replace the condenser if the old compressor shed metal.",
          "Adjust the oil to the system's requirement, vacuum for at least 30 minutes, and charge by weight.",
          "As an editorial guide, a new OE-brand compressor for an Evoque, Discovery Sport or Jaguar XE usually costs in the range of ₹45,000 to ₹1,00,000, and more for the largest models.",
        ],
      },
      {
        title: "Looking after it",
        content:
          "Have the front stack cleaned every year before summer, and after any off-road trip. Replace the cabin filter on schedule, run the AC regularly in winter, and do not ignore a small drop in cooling: on a system this large, a minor leak found early is a small repair, while a compressor run dry is a big one.",
      },
    ],
    conclusion: [
      "A Jaguar or Land Rover AC system is built to cool a large, luxurious cabin, and in India it works hard. Most problems start with dust, leaks or fans, not the compressor, so diagnose carefully.",
      "When a compressor is needed, buy the exact genuine part by number from an authorised distributor and fit it into a clean system with a new drier and valve. Your JLR will reward you with the effortless cool its designers intended.",
    ],
  },
} satisfies BlogArticle;
