import { textWords } from "./fold-text.ts";
import { withinOneEdit } from "./search-query.ts";

/**
 * Which unknown brand (or category) values of a price list name one thing, and which known one they
 * are closest to (docs/decisions/092). Browser-safe and pure: the import groups what it reports,
 * follows a decision made for one value of a group for the others, and tests read it alike.
 */

/** Words that say nothing about which maker it is: company forms and "original". */
const NOISE_WORDS: ReadonlySet<string> = new Set([
  "ltd",
  "limited",
  "pvt",
  "private",
  "co",
  "company",
  "corp",
  "corporation",
  "inc",
  "llc",
  "llp",
  "gmbh",
  "ag",
  "spa",
  "srl",
  "sa",
  "plc",
  "original",
  "orig",
  "genuine",
  "oem",
  "oe",
  "the",
  "and",
]);

interface Profile {
  joined: string;
  words: ReadonlySet<string>;
}

/** Values compared lately: a sheet's values are compared with each other and with every brand. */
const profiles = new Map<string, Profile>();

function profileOf(value: string): Profile {
  const cached = profiles.get(value);
  if (cached) return cached;
  const words = valueWords(value);
  const profile = { joined: words.join(""), words: new Set(words) };
  if (profiles.size >= 10_000) profiles.clear();
  profiles.set(value, profile);
  return profile;
}

/** A value's meaningful words, folded (case, accents, punctuation aside). */
export function valueWords(value: string): string[] {
  const words = textWords(value);
  const meaningful = words.filter((word) => !NOISE_WORDS.has(word));
  return meaningful.length > 0 ? meaningful : words;
}

/**
 * How closely two values name one thing, 0 for not at all: 5 the same letters ("MahleBehr",
 * "Mahle-Behr", "Subros Ltd"/"Subros"), 4 the same words in another order ("Mahle/Knecht",
 * "Knecht/Mahle"), 3 the words of one among the other's ("Honda", "Honda/Acura"; "Mercedes",
 * "Mercedes Benz"), 2 the letters of one start the other's ("Mahle", "MahleBehr"), 1 one letter apart
 * after the same first letter, in five letters or more ("Condensor", "Condenser").
 */
export function sameThingScore(a: string, b: string): number {
  const profileA = profileOf(a);
  const profileB = profileOf(b);
  const joinedA = profileA.joined;
  const joinedB = profileB.joined;
  if (joinedA === "" || joinedB === "") return 0;
  if (joinedA === joinedB) return 5;
  const [fewer, more, shorter] =
    profileA.words.size <= profileB.words.size
      ? [profileA.words, profileB.words, joinedA]
      : [profileB.words, profileA.words, joinedB];
  if ([...fewer].every((word) => more.has(word))) {
    if (fewer.size === more.size) return 4;
    if (shorter.length >= 3) return 3;
  }
  const [short, long] = joinedA.length <= joinedB.length ? [joinedA, joinedB] : [joinedB, joinedA];
  if (short.length >= 4 && long.startsWith(short)) return 2;
  // A slip of the pen, not another maker: "Fenvex" and "Zenvex" are two.
  if (short.length >= 5 && short[0] === long[0] && long.length - short.length <= 1 && withinOneEdit(joinedA, joinedB)) {
    return 1;
  }
  return 0;
}

export const sameThing = (a: string, b: string): boolean => sameThingScore(a, b) > 0;

/** A known brand or category as the grouping compares it: every spelling it answers to. */
export interface KnownTerm {
  slug: string;
  name: string;
  aliases: readonly string[];
}

/** The known term closest to a value, when one is close: its slug. */
export function closestKnown(value: string, known: readonly KnownTerm[]): string | undefined {
  let best: { slug: string; score: number } | undefined;
  for (const term of known) {
    for (const spelling of [term.name, term.slug, ...term.aliases]) {
      const score = sameThingScore(value, spelling);
      if (score > (best?.score ?? 0)) best = { slug: term.slug, score };
    }
  }
  return best?.slug;
}

export interface ValueCount {
  value: string;
  rows: number;
}

export interface GroupedValue extends ValueCount {
  /** The first spelling of the group this value joins, when it is not that spelling itself. */
  group?: string;
  /** On a group's first spelling: the known term the group is closest to, its slug. */
  suggested?: string;
}

/**
 * The values with their groups: each value joins the group of the first earlier value (in the
 * order given, the sheet's) that names one thing with it, so the first spelling leads its group and
 * groups never chain ("Ford" → "Ford Motorcraft" does not pull in "Motorcraft" through it).
 */
export function groupValues(values: readonly ValueCount[], known: readonly KnownTerm[]): GroupedValue[] {
  const leads: GroupedValue[] = [];
  const grouped = values.map((item): GroupedValue => {
    const lead = leads.find((candidate) => sameThing(candidate.value, item.value));
    if (lead) return { ...item, group: lead.value };
    const entry: GroupedValue = { ...item };
    leads.push(entry);
    return entry;
  });
  for (const lead of leads) {
    const members = grouped.filter((item) => item === lead || item.group === lead.value);
    for (const member of members) {
      const slug = closestKnown(member.value, known);
      if (slug) {
        lead.suggested = slug;
        break;
      }
    }
  }
  return grouped;
}
