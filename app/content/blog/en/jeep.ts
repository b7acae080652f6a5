import type { BlogArticle } from "../types.ts";

export default {
  id: "jeep",
  title: "Jeep AC Compressors: Compass and Meridian Cooling Through Dust, Heat and Long Drives",
  shortDescription:
    "Jeep owners drive far and off the tarmac, and their AC compressors feel it. A practical guide to symptoms, diagnosis, buying the right part and protecting it from dust.",
  image: {
    src: "/images/blog/jeep.webp",
    alt: "Illustration of a car AC compressor beside an off-road SUV silhouette, titled Jeep",
  },
  published: "2026-06-01",
  content: {
    intro: [
      "The Jeep Compass, built in India since 2017, and the three-row Meridian have found owners who like to leave the city behind: weekend trips to the hills, long highway runs and the occasional unpaved track. The Wrangler and Grand Cherokee add a smaller, even more adventurous group.",
      "That kind of driving is hard on an AC system. Dust clogs the condenser, long climbs heat the engine bay, and a full cabin of passengers on a hot day asks the compressor for everything it has. Here is how to keep a Jeep's AC working and what to do when the compressor needs replacing.",
    ],
    sections: [
      {
        title: "How the system is laid out",
        content: [
          "Jeep's Indian models use belt-driven, variable-displacement compressors that adjust their output to the cooling demand. The condenser sits at the very front of the cooling stack, ahead of the radiator and, on the diesel and turbo-petrol engines, close to the intercooler circuit.",
          "The three-row Meridian adds more cabin volume and longer air ducts to the rear. More cabin means more heat to remove, and more joints in the refrigerant circuit means more places for slow leaks to start.",
        ],
      },
      {
        title: "Dust: the Jeep owner's hidden AC enemy",
        content:
          "Dust and fine mud pack into the narrow gaps between the condenser fins and between the condenser and radiator. From the front, the condenser may look clean while its core is half blocked. The result is high pressure on the condenser side, weaker cooling at idle and a compressor that works harder and hotter. Regular cleaning is the cheapest AC maintenance a Jeep owner can buy.",
      },
      {
        title: "Symptoms that need attention",
        bulletPoints: [
          "Cooling that fades in slow traffic or on long climbs and recovers at cruising speed.",
          "A noticeable drop in cooling after an off-road or dusty trip.",
          "A whine, knock or rattle from the compressor with the AC on.",
          "Rear passengers in a Meridian feeling warm while the front is comfortable.",
          "Oil residue on the compressor or pipe joints.",
          "Stored faults related to refrigerant pressure or compressor control when the car is scanned.",
        ],
      },
      {
        title: "What to check before replacing the compressor",
        bulletPoints: [
          "Clean the condenser and radiator stack properly, from behind where possible, and test again.",
          "Recover and weigh the refrigerant; a short charge means a leak to find with dye or nitrogen.",
          "Check that the cooling fan reaches full speed when the AC is on and pressures rise.",
          "Scan for faults and compare live pressure readings with a gauge set.",
          "Check the belt, tensioner and compressor pulley for wear.",
        ],
      },
      {
        title: "Buying and fitting the replacement",
        content: [
          "Find the exact part number from the label on the compressor or from the VIN. Diesel, petrol and four-wheel-drive versions may use different units, and model-year updates can change the part. Buy a new, boxed compressor from the original maker through an authorised distributor, with a GST invoice and written warranty. As an editorial guide, a new compressor for a Compass or Meridian usually costs in the range of ₹28,000 to ₹55,000.",
          "When fitting, replace the receiver-drier and expansion valve, flush the system and replace a contaminated condenser if the old compressor failed internally, set the oil quantity for the system, vacuum for at least 30 minutes and charge by weight. Check that both front and rear vents cool properly afterwards.",
        ],
      },
      {
        title: "Protecting the AC on adventures",
        bulletPoints: [
          "Rinse the condenser gently from behind after dusty or muddy trips; avoid high-pressure jets that bend fins.",
          "Use recirculation mode on dusty roads to keep dust out of the cabin filter and evaporator.",
          "Replace the cabin filter more often if you drive off the tarmac regularly.",
          "Let the engine idle for a minute after a hard climb before switching off, so the cooling fan can bring temperatures down.",
        ],
      },
    ],
    conclusion: [
      "A Jeep's AC system is built for long drives and rough roads, but dust and heat take their toll. Clean the condenser regularly, diagnose carefully, and most cooling complaints can be fixed without a new compressor.",
      "When a compressor is needed, buy the genuine part by number from an authorised distributor and fit it into a clean system. Your Compass or Meridian will stay cool wherever the road leads.",
    ],
  },
} satisfies BlogArticle;
