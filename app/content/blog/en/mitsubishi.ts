import type { BlogArticle } from "../types.ts";

export default {
  id: "mitsubishi",
  title: "Mitsubishi AC Compressors: Cooling Care for the Pajero Sport, Outlander and Lancer",
  shortDescription:
    "Pajero Sports and Outlanders work hard in Indian heat, often with rear AC. Learn how their compressors fail, how to find the right part and how to fit it so it lasts.",
  image: {
    src: "/images/blog/mitsubishi.webp",
    alt: "Illustration of a car AC compressor beside a rugged SUV silhouette, titled Mitsubishi",
  },
  published: "2026-04-20",
  content: {
    intro: [
      "Mitsubishi built its reputation in India with tough vehicles: the Lancer and Cedia saloons, the Pajero SFX, the Montero, and above all the Pajero Sport, still a favourite for long highway runs and rough roads. Many of these vehicles have covered huge distances, and their AC systems have worked through many summers.",
      "With fewer Mitsubishi showrooms and service points than before, owners increasingly look to independent workshops and distributors for AC parts. Here is how to keep a Mitsubishi cool and how to replace its compressor properly when the time comes.",
    ],
    sections: [
      {
        title: "What makes a Pajero Sport's AC work hard",
        content: [
          "The Pajero Sport is a large SUV with a big cabin, and many versions carry a rear blower feeding roof vents for the second and third rows. The compressor, driven by a belt from the diesel engine, has to cool all of that, often on long runs at highway speed or crawling up ghat roads.",
          "Diesel engines of this kind run their belt drives hard, and the compressor's clutch and bearing live in a hot, dusty place. Off-road use adds mud and dust to the condenser. All of this makes regular inspection more important than on a city hatchback.",
        ],
      },
      {
        title: "Typical symptoms",
        bulletPoints: [
          "Rear passengers complain of warm air while the front is still cool, often the first sign of low refrigerant.",
          "A rumble or screech from the compressor's pulley bearing, present even with the AC off.",
          "The clutch clicks in and drops out repeatedly on hot afternoons.",
          "Cooling that fades on long climbs or in slow traffic and returns at cruising speed.",
          "Oily deposits on the compressor or around pipe joints.",
        ],
      },
      {
        title: "Separating the compressor from its neighbours",
        content: [
          "A noisy pulley bearing is not a failed compressor: on many units the bearing or the whole clutch assembly can be replaced separately. A clutch that drops out when hot often has an air gap that has grown with wear, or a weak coil. Warm air at the back with cool air at the front usually means low charge.",
          "A workshop should recover and weigh the refrigerant, check for leaks, inspect the condenser from both sides, test the fan and measure running pressures. Replace the compressor when it is internally worn, seized or leaking from the body, or cannot build pressure in a system that is otherwise sound.",
        ],
      },
      {
        title: "Buying the right replacement",
        bulletPoints: [
          "Read the part number from the compressor label or ask your distributor to find it from the VIN; Mitsubishi used different compressors for different engines and generations.",
          "Check the pulley's groove count and diameter, the mounting pattern, the pipe ports and the clutch connector.",
          "Prefer a new, boxed unit from the original maker with a GST invoice and written warranty.",
          "Avoid used compressors from dismantled vehicles: their internal condition is unknown and they often carry debris.",
          "As an editorial guide, a new compressor for a Pajero Sport usually costs in the range of ₹22,000 to ₹45,000, and for a Lancer or Cedia somewhat less.",
        ],
      },
      {
        title: "Fitting advice for workshops",
        content:
          "Replace the receiver-drier and expansion valve, and renew the O-rings at every joint you open. On vehicles with rear AC, flush both evaporator circuits and check the rear expansion valve too. Replace the condenser if the old compressor shed debris. Set the oil in the new compressor to suit the whole system: dual-evaporator systems hold more oil than single ones. Vacuum for at least 30 minutes and charge by weight, then confirm both front and rear vents cool properly.",
      },
      {
        title: "Care for long-distance and off-road use",
        bulletPoints: [
          "Wash the condenser gently from behind after dusty or muddy trips.",
          "Check the drive belt and tensioner at every service; a slipping belt overheats the clutch.",
          "Run the AC regularly in winter to keep seals lubricated.",
          "Have the system checked before summer and before long road trips.",
        ],
      },
    ],
    conclusion: [
      "Mitsubishi vehicles are built to last, and their AC systems can too. Diagnose carefully, because bearings, clutches and low charge often masquerade as compressor failure, and look after the condenser and belt.",
      "When a compressor is needed, buy the exact genuine part by number from an authorised distributor and fit it into a clean system. Your Pajero Sport or Outlander will stay cool for many more kilometres.",
    ],
  },
} satisfies BlogArticle;
