import type { BlogArticle } from "../types.ts";

export default {
  id: "why-choosing-high-quality-ac-condenser-matters-indian-weather",
  title: "Why Choosing a High-Quality AC Condenser Matters in Indian Weather",
  shortDescription:
    "At 45°C outside, the condenser decides whether your car's AC cools or struggles. How condensers work, why cheap ones fail in India, and how to choose a good one.",
  image: {
    src: "/images/blog/why-choosing-high-quality-ac-condenser-matters-indian-weather.webp",
    alt: "Illustration of a car AC condenser core with heat waves and a blazing sun",
  },
  published: "2026-11-02",
  content: {
    intro: [
      "When people think of the car AC, they think of the compressor. But on a 45°C afternoon in Delhi, Ahmedabad or Nagpur, the part that most often decides whether the cabin gets cold is the condenser: the thin, radiator-like panel at the front of the car.",
      "Its job is to release into the outside air all the heat the AC has taken out of the cabin, plus the heat added by compressing the refrigerant. The hotter the day, the harder that job becomes. A good condenser does it well; a poor one turns every summer afternoon into a struggle.",
    ],
    sections: [
      {
        title: "What the condenser does",
        content: [
          "Hot, high-pressure refrigerant gas from the compressor enters the condenser. As air passes over its tubes and fins, the gas gives up heat and condenses into liquid. Only liquid refrigerant can do the cooling work later in the cooling coil, so the condenser must turn all of the gas into liquid before it leaves.",
          "The condenser can only cool the refrigerant by being hotter than the air around it. When the outside air is at 45°C, the refrigerant must be hotter still, which pushes system pressures up. Every bit of condenser performance lost to dust, bent fins or poor design raises those pressures further, loading the compressor and weakening the cooling.",
        ],
      },
      {
        title: "Why Indian conditions are so demanding",
        bulletPoints: [
          "Very high ambient temperatures for months at a time in much of the country.",
          "Long periods at idle or crawling in traffic, when only the fan moves air through the condenser.",
          "Dust, insects and leaves that clog the fins, especially on highways and in dry regions.",
          "Monsoon humidity and coastal salt air that corrode aluminium fins and tubes.",
          "Stones and debris thrown up by other vehicles, puncturing the core.",
        ],
      },
      {
        title: "What makes a condenser high quality",
        content:
          "Most modern cars use parallel-flow, or micro-channel, aluminium condensers: flat tubes with many tiny internal passages, joined to thin folded fins and brazed together in a furnace. From the outside, a good one and a poor one can look alike. The differences are inside:",
        bulletPoints: [
          "Correct core size, tube count and fin density for the car, so heat rejection matches the original design.",
          "Consistent brazing, so fins stay bonded to the tubes and keep transferring heat for years.",
          "Corrosion-resistant alloys and coatings for humid and coastal regions.",
          "Precise mounting points and pipe connections, so it fits without strain and seals properly.",
          "An integrated receiver-drier, where the original has one, with fresh desiccant.",
          "Pressure testing of every unit at the factory.",
        ],
      },
      {
        title: "The cost of a cheap condenser",
        content: [
          "A low-quality condenser may have a smaller core, fewer fins or poorly brazed joints. It might cool adequately in February and fail you in May. As it struggles, system pressures rise, the compressor runs hotter and longer, fuel consumption goes up, and the compressor wears faster. Weak joints may start leaking within a season.",
          "As an editorial guide, a quality condenser for a hatchback or compact sedan usually costs in the range of ₹3,500 to ₹9,000, and for SUVs and premium cars ₹7,000 to ₹20,000 or more. Saving a thousand rupees on the condenser can easily cost many times that in a compressor later.",
        ],
      },
      {
        title: "When to replace the condenser",
        bulletPoints: [
          "It is leaking, punctured or badly corroded.",
          "Its fins are extensively bent or have separated from the tubes.",
          "The compressor has failed internally: debris lodges in the tiny passages and cannot be flushed out.",
          "Cooling remains poor at idle after the condenser has been cleaned and the fan confirmed working.",
        ],
      },
      {
        title: "Looking after the condenser",
        content:
          "Have it cleaned before every summer, gently and from behind where possible; high-pressure water jets bend the fins. Check it after any front-end impact. Keep the radiator fan healthy. Near the coast, rinse it with fresh water during the monsoon. These small steps keep pressures down and the whole AC system healthier.",
      },
    ],
    conclusion: [
      "In Indian weather, the condenser works at the limit of what it was designed for. A high-quality condenser, matched to the car and built from genuine materials, keeps pressures in check, cooling strong and the compressor healthy.",
      "Choose a genuine unit by part number from an authorised distributor, keep it clean, and your car's AC will stay cool through the hottest summers India can offer.",
    ],
  },
} satisfies BlogArticle;
