import type { BlogArticle } from "../types.ts";

export default {
  id: "need-bmw-car-ac-compressor-what-you-must-know-before-buying",
  title: "Need a BMW Car AC Compressor? What You Must Know Before Buying",
  shortDescription:
    "New, rebuilt or used? OE brand or dealer box? A buyer's checklist for BMW AC compressors: part numbers, variants, prices in India and what to replace alongside.",
  image: {
    src: "/images/blog/need-bmw-car-ac-compressor-what-you-must-know-before-buying.webp",
    alt: "Illustration of a car AC compressor next to a checklist with ticks, titled BMW buying guide",
  },
  published: "2026-10-05",
  content: {
    intro: [
      "A BMW AC compressor is one of the more expensive parts an owner is likely to buy, and the choices can be confusing. The dealer quotes one price, an online seller another, a local market a third. Some offer new parts, some rebuilt, some used. All claim to fit.",
      "Before you spend, work through the questions in this guide. They will help you buy the right compressor at a fair price and avoid paying twice.",
    ],
    sections: [
      {
        title: "First, make sure the compressor is the problem",
        content: [
          "On BMWs, many cooling complaints are caused by a refrigerant leak, a faulty pressure sensor, a failing auxiliary fan, a blocked condenser or the compressor's control valve. Each of these is cheaper than a compressor, and each will also damage a new compressor if left unfixed.",
          "Ask your workshop for a clear diagnosis: fault codes, pressure readings, the weight of refrigerant recovered, and the reason they believe the compressor has failed. A noisy, seized or internally leaking compressor needs replacing; a compressor that simply has no refrigerant to pump does not.",
        ],
      },
      {
        title: "Find the exact part number",
        content:
          "BMW fitted different compressors to petrol and diesel engines, four- and six-cylinder engines, and different model years, even within one series. Two 3 Series of the same year can need different units. Get the part number before you shop:",
        bulletPoints: [
          "Read it from the label on the old compressor, which carries both the maker's number and often BMW's own.",
          "Or have your dealer or distributor look it up from the VIN.",
          "Confirm whether the car uses R134a or R1234yf, which decides the oil type.",
          "Check whether the compressor has a magnetic clutch or is clutchless with a control valve.",
        ],
      },
      {
        title: "New, rebuilt or used: what you actually get",
        bulletPoints: [
          "New OE-brand compressor: made by the original maker, often Denso, boxed with its own label. Usually the same part as the dealer's, without the carmaker's packaging markup.",
          "Dealer compressor in a BMW box: the same quality, normally at the highest price.",
          "Rebuilt compressor: an old unit refurbished with new seals and parts. Quality ranges from excellent to poor, and it is hard to tell which from the outside.",
          "Used compressor from a dismantled car: the cheapest, with unknown wear and possible contamination. Rarely a good choice for a car you plan to keep.",
          "Counterfeit or relabelled units: sold as new, often at suspiciously low prices. Avoid.",
        ],
      },
      {
        title: "What a fair price looks like",
        content: [
          "As an editorial guide, a new OE-brand compressor for a 3 Series, X1 or 5 Series usually costs in the range of ₹40,000 to ₹90,000 in India, with larger and six-cylinder models at the top end or beyond. Dealer-boxed parts often cost more. Labour, a new receiver-drier, an expansion valve, refrigerant and oil add to the bill, and a condenser may be needed after an internal failure.",
          "Prices move with exchange rates and stock, so compare like with like: a quote for a new, genuine, boxed part with warranty is not comparable to one for a rebuilt unit.",
        ],
      },
      {
        title: "What to replace along with the compressor",
        bulletPoints: [
          "Receiver-drier cartridge: always; its desiccant is saturated once the system is opened.",
          "Expansion valve: strongly recommended, as debris from the old compressor collects there.",
          "Condenser: if the old compressor failed internally, because debris cannot be flushed out of it.",
          "O-rings at every opened joint, and the drive belt if it is worn.",
          "Flushing of the pipes and evaporator, then vacuum and charge by weight.",
        ],
      },
      {
        title: "Questions to ask the seller",
        bulletPoints: [
          "Is the part new, and who made it?",
          "Does the part number match my car's original exactly?",
          "Will I get a GST invoice naming the part and its number?",
          "What does the warranty cover, for how long, and what installation proof is required?",
          "Can you show where the stock comes from?",
        ],
      },
    ],
    conclusion: [
      "Buying a BMW compressor well comes down to three things: a clear diagnosis, the exact part number, and a new genuine part from a seller who stands behind it.",
      "Add a new drier and valve, a clean system and a correct charge, and your BMW's AC will perform like new, without a second bill a few months later.",
    ],
  },
} satisfies BlogArticle;
