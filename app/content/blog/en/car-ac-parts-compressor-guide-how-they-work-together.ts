import type { BlogArticle } from "../types.ts";

export default {
  id: "car-ac-parts-compressor-guide-how-they-work-together",
  title: "Car AC Parts Explained: How the Compressor, Condenser, Valve and Cooling Coil Work Together",
  shortDescription:
    "A clear guide to the parts of a car AC system, what each one does, how they depend on each other, and why replacing one part often means checking the others.",
  image: {
    src: "/images/blog/car-ac-parts-compressor-guide-how-they-work-together.webp",
    alt: "Diagram-style illustration of a car AC circuit linking the compressor, condenser, expansion valve and cooling coil",
  },
  published: "2026-09-07",
  content: {
    intro: [
      "A car's AC does not make cold air. It moves heat: it collects heat from the air inside the cabin and releases it outside the car. It does this with a handful of parts connected in a sealed loop, filled with refrigerant and a small amount of oil.",
      "Understanding how those parts work together helps car owners describe problems clearly and helps workshops diagnose them quickly. It also explains why a good mechanic, asked to replace a compressor, will want to check the rest of the system too.",
    ],
    sections: [
      {
        title: "The refrigerant loop in four steps",
        content:
          "Most cars in India use R134a refrigerant, and some newer models use R1234yf. Either way, the refrigerant goes round the same loop, changing between gas and liquid as it goes:",
        bulletPoints: [
          "The compressor draws in cool, low-pressure gas and squeezes it into hot, high-pressure gas.",
          "The condenser, in front of the radiator, cools that gas with outside air until it turns into a high-pressure liquid.",
          "The expansion valve (or, in some cars, an orifice tube) lets the liquid through a small opening, dropping its pressure and temperature sharply.",
          "The cooling coil, also called the evaporator, sits behind the dashboard. The cold refrigerant boils inside it, absorbing heat from the cabin air blown across it, and returns to the compressor as gas.",
        ],
      },
      {
        title: "The compressor: the heart of the system",
        content: [
          "The compressor is driven by the engine through a belt, or in electric and hybrid cars by its own electric motor. Older and smaller cars often use fixed-displacement compressors with a magnetic clutch that switches them on and off. Most modern cars use variable-displacement compressors that adjust their output to the cooling demand, saving fuel and giving steadier temperatures.",
          "The refrigerant carries the oil that lubricates the compressor. That is why low refrigerant harms the compressor: less refrigerant means less oil returning to it.",
        ],
      },
      {
        title: "The supporting cast",
        bulletPoints: [
          "Condenser: a radiator-like heat exchanger. If it is blocked with dust or its fins are damaged, pressures rise and cooling falls, especially at idle.",
          "Radiator fan: pulls air through the condenser when the car is slow or stopped. A weak fan is a common cause of warm air in traffic.",
          "Receiver-drier or accumulator: holds a small reserve of refrigerant and contains a desiccant that absorbs moisture. Once saturated, it cannot protect the system, so it is replaced whenever the system is opened for major work.",
          "Expansion valve: meters refrigerant into the evaporator. A stuck valve can starve or flood the evaporator.",
          "Cooling coil (evaporator): where the cooling happens. A leaking or clogged coil reduces cooling and may cause damp, musty smells.",
          "Blower motor: pushes cabin air across the evaporator. A failing blower or a clogged cabin filter reduces airflow.",
          "Sensors and switches: pressure and temperature sensors protect the compressor and tell the climate control what is happening.",
        ],
      },
      {
        title: "Why one failure affects the others",
        content: [
          "The parts share one sealed loop, so trouble in one spreads to the rest. A compressor that fails internally sheds metal particles that travel into the condenser, the valve and the evaporator. Moisture that enters through a leak reacts with refrigerant and oil to form acids that attack seals and metal. A blocked condenser keeps pressures high, which makes the compressor run hot and wear faster.",
          "That is why a proper compressor replacement includes a new receiver-drier and expansion valve, a flush of the pipes and evaporator, and often a new condenser: fitting a new compressor into a contaminated system is the surest way to destroy it.",
        ],
      },
      {
        title: "Reading the symptoms",
        bulletPoints: [
          "Cool on the highway, warm in traffic: usually the condenser or the fan.",
          "Cooling fades slowly over weeks: usually a leak and low charge.",
          "No cooling and no clutch click: an electrical fault, a pressure switch, or very low charge.",
          "Noise that changes with the AC on or off: the compressor, its clutch or its bearing.",
          "Weak airflow even on high fan: the blower or a clogged cabin filter.",
        ],
      },
      {
        title: "Keeping the whole system healthy",
        content:
          "Have the system checked once a year before summer: charge, pressures, condenser condition and fan operation. Replace the cabin filter regularly, run the AC every week even in winter, and fix leaks promptly rather than topping up. When parts are replaced, choose genuine components matched by part number, because each part is designed to work with the others.",
      },
    ],
    conclusion: [
      "A car AC is a team: the compressor provides the pressure, the condenser rejects heat, the valve controls the flow and the cooling coil does the cooling, with the drier, fan, blower and sensors supporting them.",
      "When one part fails, look at the team. Diagnose the whole system, replace the part with a genuine one, and renew the drier and valve with it. That is how a repair turns into reliable cooling for years.",
    ],
  },
} satisfies BlogArticle;
