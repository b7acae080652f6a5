import type { BlogArticle } from "../types.ts";

export default {
  id: "volkswagen",
  title: "Volkswagen AC Compressors: Polo, Vento, Virtus and Taigun Cooling Problems Solved",
  shortDescription:
    "From the long-running Polo and Vento to the Virtus and Taigun: how Volkswagen AC compressors are controlled, the faults workshops see most, and how to replace one right.",
  image: {
    src: "/images/blog/volkswagen.webp",
    alt: "Illustration of a car AC compressor beside a compact sedan silhouette, titled Volkswagen",
  },
  published: "2026-06-15",
  content: {
    intro: [
      "Volkswagen's Polo and Vento were built in Pune for more than a decade, and thousands of them are still in daily use. The Virtus and Taigun now carry the brand forward with turbo-petrol engines. Across all of them, the AC systems share a family design, with the same strengths and the same weak spots.",
      "This guide explains how a Volkswagen's AC compressor is controlled, which faults Indian workshops see most often, and how to choose and fit a replacement that lasts.",
    ],
    sections: [
      {
        title: "An electronically controlled compressor",
        content: [
          "Most Volkswagens use variable-displacement compressors from makers such as Sanden and Denso. Instead of a simple on-off clutch, the output is set by an electrically operated regulating valve on the compressor, known in Volkswagen diagnostics as N280. The climate-control unit adjusts it constantly, using signals from a high-pressure sender in the refrigerant line (G65) and from temperature sensors in the cabin and evaporator.",
          "Many of these compressors are clutchless. The pulley turns whenever the engine runs, with an overload element that breaks to free the belt drive if the compressor ever seizes.",
        ],
      },
      {
        title: "The faults workshops see most",
        bulletPoints: [
          "Condenser leaks: the condenser sits low behind the front grille and is exposed to stones and corrosion.",
          "Regulating-valve faults, giving weak cooling even though the compressor is mechanically healthy.",
          "High-pressure sender faults, which can stop the compressor from working at all.",
          "Radiator-fan problems, causing poor cooling at idle and in traffic.",
          "Ageing O-rings at pipe joints on older Polos and Ventos.",
          "Genuine compressor wear on high-mileage cars: noise, internal leakage or a seized shaft.",
        ],
      },
      {
        title: "Diagnosing before buying",
        content: [
          "A scan of the climate-control module comes first. Live data shows the refrigerant pressure reported by the G65 sender and the current sent to the N280 valve; comparing these with a gauge set quickly reveals a faulty sensor or valve. Next, recover and weigh the charge, and leak-test the system if it was low.",
          "If the valve is at fault, it can often be replaced on its own at far lower cost. A broken overload element in the pulley, however, usually means the compressor seized and must be replaced along with a thorough clean of the system.",
        ],
      },
      {
        title: "Choosing the replacement",
        bulletPoints: [
          "Match the part number from the compressor label or the VIN. Volkswagen used different compressors for the 1.2 and 1.0 petrol engines, the 1.5 and 1.6 diesels, and the newer TSI engines.",
          "Compare the pulley, mounting lugs, pipe ports and valve connector with the old compressor.",
          "Buy a new, boxed unit from the original maker through an authorised distributor, with a GST invoice and warranty.",
          "As an editorial guide, a new compressor for a Polo or Vento usually costs in the range of ₹16,000 to ₹34,000, and for a Virtus or Taigun in a similar or slightly higher range; the regulating valve alone is usually ₹2,500 to ₹7,000.",
        ],
      },
      {
        title: "Fitting it properly",
        bulletPoints: [
          "Replace the receiver-drier, which on many Volkswagens is a cartridge inside the condenser, and the expansion valve.",
          "Flush the system after an internal failure and replace a contaminated condenser.",
          "Set the oil quantity and grade in the new compressor for the system.",
          "Vacuum for at least 30 minutes, check that the vacuum holds, and charge by weight.",
          "Clear fault codes and confirm that live data shows sensible pressures and valve current.",
        ],
      },
      {
        title: "Everyday care",
        content:
          "Clean the condenser before every summer and check it for stone damage. Replace the cabin filter on schedule. Run the AC regularly in winter. If cooling weakens suddenly after a minor front-end knock, have the condenser checked at once: a slow leak caught early saves the compressor.",
      },
    ],
    conclusion: [
      "Volkswagen's AC compressors are sophisticated, electronically controlled parts, and many cooling complaints turn out to be a valve, a sensor or a condenser. Diagnose with a scan and gauges before replacing anything.",
      "When a compressor is needed, buy the genuine part by number from an authorised distributor, fit it with a new drier and valve into a clean system, and your Volkswagen will stay cool for years.",
    ],
  },
} satisfies BlogArticle;
