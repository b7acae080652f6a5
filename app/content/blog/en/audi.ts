import type { BlogArticle } from "../types.ts";

export default {
  id: "audi",
  title: "Audi Car AC Compressors: How They Work, Why They Fail and How to Replace Them Right",
  shortDescription:
    "Most Audis on Indian roads run clutchless, electronically controlled AC compressors. Learn the warning signs, the right replacement and how to make it last.",
  image: {
    src: "/images/blog/audi.webp",
    alt: "Illustration of a variable-displacement car AC compressor in front of a premium sedan silhouette, titled Audi",
  },
  published: "2026-01-12",
  content: {
    intro: [
      "An Audi A4, Q3 or Q5 that blows warm air in May is more than an inconvenience. With cabin temperatures in a parked car crossing 60°C in Delhi or Nagpur, a weak AC turns a premium car into a hot box. In most cases the part at the centre of the problem, or at least the one everybody suspects, is the compressor.",
      "Audi compressors are not like the simple units found in older small cars. Understanding how they are controlled saves money, because many 'dead compressor' diagnoses in an Audi turn out to be a valve, a sensor or a belt. And when the compressor really has failed, knowing what to buy and what to replace alongside it decides whether the repair lasts one summer or ten.",
    ],
    sections: [
      {
        title: "How the compressor in your Audi works",
        content: [
          "The compressor is the pump of the AC system. It draws in low-pressure refrigerant gas from the cooling coil (evaporator) behind the dashboard, squeezes it to high pressure and sends it hot to the condenser at the front of the car, where it gives its heat to the outside air.",
          "Most Audis sold in India over the last fifteen years use variable-displacement swash-plate compressors from large makers such as Denso and Sanden. Instead of switching on and off, they change how much refrigerant they pump on every turn. The climate-control unit sets that amount through an electrically operated regulating valve on the compressor body, which Audi and Volkswagen diagnostics call N280.",
          "Many of these compressors have no magnetic clutch at all. The pulley turns whenever the engine runs, and when you switch the AC off, the valve simply reduces the stroke to almost nothing. To protect the engine's belt drive, the pulley has an overload element that breaks if the compressor ever seizes, letting the pulley spin freely so the belt keeps driving the alternator and water pump.",
        ],
      },
      {
        title: "Signs that something in the AC is failing",
        content:
          "Audi owners usually notice a slow decline rather than a sudden failure. Watch for these symptoms, and note when they happen: at idle, on the highway, or only after a long drive in the sun.",
        bulletPoints: [
          "Air that is cool at speed but warm at traffic signals, which often points to the condenser fan or a partly blocked condenser rather than the compressor.",
          "Cooling that fades after twenty or thirty minutes, a classic sign of a weak regulating valve or low refrigerant charge.",
          "A fault stored for the compressor regulating valve or the high-pressure sensor when a workshop scans the car.",
          "A grinding, knocking or whining noise from the front of the engine that changes with engine speed and stops when the AC is off.",
          "Oily residue on the compressor body or at its pipe joints, a sign of refrigerant and oil escaping.",
          "A broken overload element in the pulley: the pulley spins but the compressor shaft stays still, and the AC blows warm.",
        ],
      },
      {
        title: "Diagnose before you buy",
        content: [
          "A good workshop checks the system before condemning the compressor. That means a scan of the climate-control and engine modules, a check of the static and running pressures with a gauge set, a look at the condenser fan and a leak test with dye or a nitrogen pressure test.",
          "If the regulating valve is at fault, it can often be replaced on its own for a fraction of the cost of a compressor. If the refrigerant is low, the leak must be found and fixed first; topping up a leaking system only buys a few weeks. The compressor itself should be replaced when it is noisy, seized, leaking from its body or shaft seal, or unable to build pressure with a good valve.",
        ],
      },
      {
        title: "Choosing the right replacement compressor",
        content:
          "Audi fitted different compressors to different engines, model years and markets, even within one model name. An A4 2.0 TDI and an A4 2.0 TFSI of the same year may need different units. Match by part number, never by photograph or model name alone.",
        bulletPoints: [
          "Read the part number from the label on the old compressor, or ask your dealer or distributor to find it from the car's VIN.",
          "Check the pulley diameter and number of grooves, the mounting points, the pipe connections and the electrical connector for the valve.",
          "Confirm the refrigerant: most Indian-market Audis use R134a, while some newer imported models use R1234yf, which needs a different oil and service equipment.",
          "Prefer a new unit from the original maker, supplied boxed with its own label and warranty, over a rebuilt or used compressor of unknown history.",
          "As an editorial guide, a new OE-brand compressor for an A4, Q3 or Q5 typically costs in the range of ₹35,000 to ₹75,000, and larger models more; the regulating valve alone is usually ₹3,000 to ₹8,000. Prices vary with model, stock and exchange rates.",
        ],
      },
      {
        title: "Fitting it so it lasts",
        content:
          "Most new compressors that fail early do so because of the old system, not the new part. Metal particles from a failed compressor travel through the pipes and will destroy a new one within weeks unless they are removed.",
        bulletPoints: [
          "Flush the pipes and replace the receiver-drier (often built into the condenser on Audis) and the expansion valve.",
          "Replace the condenser if the old compressor shed metal: the fine passages of a modern parallel-flow condenser cannot be flushed clean.",
          "Drain and measure the oil in the new compressor and adjust it to the quantity the system needs, using the grade the compressor maker specifies.",
          "Evacuate the system for at least 30 minutes, then charge by weight to the figure on the label under the bonnet.",
          "Turn the compressor by hand a few times before first start so that no liquid oil sits in the cylinders.",
        ],
      },
      {
        title: "Keeping an Audi AC healthy in Indian heat",
        bulletPoints: [
          "Run the AC for ten minutes at least once a week, even in winter, so the shaft seal stays lubricated.",
          "Have the condenser cleaned of dust, leaves and insects before every summer; it sits in front of the radiator and intercooler and clogs quickly on dusty roads.",
          "Replace the cabin air filter every 10,000 to 15,000 km, sooner in dusty cities.",
          "On very hot days, open the windows for the first minute to let out the hottest air before asking the AC to cool the cabin.",
        ],
      },
    ],
    conclusion: [
      "An Audi's AC compressor is an electronically controlled, precision component. Diagnose the whole system first, replace the compressor only when it has truly failed, match the new one by part number, and clean the system properly before fitting it.",
      "Buy from an authorised distributor who supplies genuine, boxed units with a GST invoice and the maker's warranty. That combination gives the repair the best chance of keeping your Audi cool for many Indian summers to come.",
    ],
  },
} satisfies BlogArticle;
