import type { BlogArticle } from "../types.ts";

export default {
  id: "bmw",
  title: "BMW AC Compressors in India: Keeping a German Climate System Cool in Indian Summers",
  shortDescription:
    "How the AC system in a BMW 3 Series, 5 Series, X1 or X5 works, what usually fails first in Indian conditions, and how workshops can fix it without guesswork.",
  image: {
    src: "/images/blog/bmw.webp",
    alt: "Illustration of a car AC compressor with cold airflow lines beside a sports sedan silhouette, titled BMW",
  },
  published: "2026-01-26",
  content: {
    intro: [
      "BMW's automatic climate control is designed to hold the cabin at the temperature you set, zone by zone, without you ever touching the fan speed. In Chennai humidity or a Rajasthan summer, that system works close to its limits for hours every day. When something in it weakens, the car does its best to hide it, until one afternoon the vents blow warm.",
      "This article explains how a BMW's AC system is built, which parts tend to fail first in India, and how a workshop can tell a failing compressor from the many smaller faults that look like one.",
    ],
    sections: [
      {
        title: "A system run by sensors",
        content: [
          "In a BMW, the AC is managed by the climate-control module, which reads an evaporator temperature sensor, an interior temperature sensor, a sun sensor and a refrigerant pressure sensor in the high-pressure line. It decides how much work the compressor should do and how fast the electric fan in front of the radiator should run.",
          "Most BMWs sold in India use variable-displacement compressors, many of them made by Denso. Depending on the model and year, the compressor either has a magnetic clutch or is clutchless with an electronic control valve that varies the stroke from almost zero to full output. Either way, the compressor is only as good as the information the module receives: a faulty sensor can make a healthy compressor look dead.",
        ],
      },
      {
        title: "What usually goes wrong first",
        content:
          "Across the BMWs that come through Indian workshops, a handful of faults appear again and again. The compressor itself is rarely the first part to fail; it is more often the last victim of another problem left unfixed.",
        bulletPoints: [
          "Condenser damage: it sits low at the front, behind the bumper grille, where stones and road debris puncture it or bend its fins.",
          "A failing auxiliary fan, which lets pressures climb at idle until the pressure sensor tells the module to limit the compressor.",
          "A faulty refrigerant pressure sensor, which can switch off cooling entirely while the rest of the system is fine.",
          "Slow leaks at O-rings and pipe joints, accelerated by engine-bay heat and ageing rubber.",
          "Compressor control-valve faults, showing as weak cooling that does not improve with engine speed.",
          "True compressor failures: internal wear, a leaking shaft seal, a slipping clutch or a seized unit.",
        ],
      },
      {
        title: "How a good workshop diagnoses it",
        content: [
          "Start with a scan of the climate-control module. Stored faults for the pressure sensor, the compressor valve or the fan point the way before any tools come out. Live data shows what the module believes the refrigerant pressure and evaporator temperature are; compare that with a gauge set connected to the service ports.",
          "Then check the charge. Recover the refrigerant and weigh it: an undercharged BMW cools poorly and the compressor runs hot and dry. If the charge was low, the system has a leak, and the leak must be found with dye, an electronic detector or a nitrogen pressure test before anything is replaced.",
          "Only when the sensors, fan, charge and valve check out, and the compressor still cannot build the right pressures, or is noisy or leaking, is it time for a new compressor.",
        ],
      },
      {
        title: "Replacing the compressor the right way",
        bulletPoints: [
          "Identify the exact part number from the old compressor's label or from the VIN; BMW used different units for petrol, diesel and six-cylinder engines.",
          "Replace the receiver-drier cartridge and the expansion valve with every compressor change.",
          "If the old compressor came apart inside, replace the condenser too and flush the remaining pipes and the evaporator.",
          "Set the oil quantity in the new compressor to what the system needs, using the grade specified for it.",
          "Vacuum the system for at least 30 minutes, check that it holds vacuum, and charge by weight.",
          "Clear stored faults and check live data afterwards: pressures, evaporator temperature and fan speed should all be plausible.",
        ],
      },
      {
        title: "Genuine parts, and why they matter here",
        content: [
          "BMW compressors are precise, tightly toleranced parts. Counterfeit and rebuilt units sold as new are common, and they often look convincing on a shelf. They tend to fail within months, sometimes taking the new condenser and drier with them.",
          "Buy a boxed unit from the original maker through an authorised distributor, check that the label, part number and serial number are intact, and insist on a GST invoice and a written warranty. As an editorial guide, a new OE-brand compressor for a 3 Series or X1 usually falls in the range of ₹40,000 to ₹85,000, with larger models costing more.",
        ],
      },
      {
        title: "Care tips for BMW owners",
        bulletPoints: [
          "Have the condenser and radiator stack inspected and cleaned before summer, and ask the workshop to look for stone damage.",
          "Replace the microfilter (cabin filter) on schedule; a clogged filter makes the blower work harder and reduces airflow.",
          "Use the AC regularly in winter too: it dries the air and keeps the seals supple.",
          "Do not ignore an AC warning after a front-end knock: a bent condenser often leaks slowly for weeks before cooling fails.",
        ],
      },
    ],
    conclusion: [
      "A BMW's AC is a sensor-driven system, and most failures begin somewhere other than the compressor. Scan first, measure pressures, find leaks, and replace the compressor only when it has truly failed.",
      "When it has, fit a genuine part matched by part number, replace the drier and valve with it, and clean the system thoroughly. Done this way, the repair keeps the cabin cool through the hottest Indian summer.",
    ],
  },
} satisfies BlogArticle;
