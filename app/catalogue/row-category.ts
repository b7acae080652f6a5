import { languageSettings } from "#app/i18n/languages.ts";
import {
  categoryTradeWords,
  type ListLanguage,
  leadEndWords,
  leadingQualityWords,
  listLanguages,
  otherPartWords,
  type WordInContext,
  wordsInContext,
} from "./category-words.ts";
import { textWords } from "./fold-text.ts";

/** A category as the words of its names: the table's name, aliases and labels (docs/decisions/091). */
export interface CategoryNames {
  slug: string;
  name: string;
  aliases: readonly string[];
  label?: Readonly<Record<string, string>>;
  navLabel?: Readonly<Record<string, string>>;
}

/**
 * Where a row goes by its own words, and how sure that is (docs/decisions/180): placed only when its
 * head surely names the category's part; "needs-a-look" when a category's word is there but the
 * head does not surely name it (staff sort it); "other-part" when the head names another part or an
 * accessory ("radiator cap", "Втулка крепления радиатора"); "none" when nothing listed is named.
 */
export type RowPlacement =
  | { kind: "placed"; slug: string }
  | { kind: "needs-a-look"; mayBe: readonly string[] }
  | { kind: "other-part"; head: string }
  | { kind: "none" };

type Meaning =
  | { kind: "category"; slug: string }
  | { kind: "other" }
  | { kind: "in-context"; entry: WordInContext; phrases: ContextPhrases };

/** Which way round the languages a phrase is written in name a part: "first" (es, ru, uk) or "last". */
type Order = "first" | "last";

interface Phrase {
  words: readonly string[];
  meaning: Meaning;
  /** The orders of the languages the phrase was listed in; none for a spelling of no known language. */
  orders: Set<Order>;
}

interface ContextPhrases {
  confirming: readonly (readonly string[])[];
  refuting: readonly (readonly string[])[];
}

/** A listed phrase found in a row's leading words, at a word's index. */
interface Item {
  phrase: Phrase;
  at: number;
}

/** How much longer than a listed word a written one may run: its endings ("радиатора", "compresores"). */
const MAX_ENDING = 4;
const MIN_STEM = 4;

function wordMatches(listed: string, written: string): boolean {
  if (written === listed) return true;
  if (written === `${listed}s` || written === `${listed}es`) return true;
  return listed.length >= MIN_STEM && written.startsWith(listed) && written.length - listed.length <= MAX_ENDING;
}

function phraseAt(listed: readonly string[], words: readonly string[], at: number): boolean {
  return listed.every((word, offset) => wordMatches(word, words[at + offset] ?? ""));
}

function holds(phrases: readonly (readonly string[])[], words: readonly string[]): boolean {
  for (let at = 0; at < words.length; at++) if (phrases.some((listed) => phraseAt(listed, words, at))) return true;
  return false;
}

const isCyrillic = (word: string) => /\p{Script=Cyrillic}/u.test(word);
const orderOfScript = (text: string): Order | undefined =>
  isCyrillic(text) ? "first" : /\p{Script=Devanagari}/u.test(text) ? "last" : undefined;
const orderOf = (language: ListLanguage): Order => listLanguages[language];
/** A category label's order, by the site language it is written in (languages.ts: partHead). */
const orderOfLabel = (code: string, label: string): Order | undefined =>
  languageSettings.find((language) => language.code === code)?.partHead ?? orderOfScript(label);

/**
 * A Russian or Ukrainian adjective in front of the part's name ("Передний радиатор", "топливная
 * форсунка"), by its endings as folded ("ый" reads "ыи"); "-ение", "-ание" and "-тие" are nouns.
 */
function isAdjective(word: string): boolean {
  if (/(ение|ание|тие)$/u.test(word)) return false;
  return /(ыи|ии|ои|іи|ая|яя|ое|ее|ые|ие)$/u.test(word);
}

/**
 * Places a row in a category by its own words (name, else description), for a price list without a
 * category column, and only when it surely names the category's part (docs/decisions/091, 180).
 * A text is read as words; at each word the longest listed phrase starting there is taken (category
 * phrases, other parts' words and words needing context alike: "radiator fan" before "radiator",
 * "радиатор кондиционера" is a condenser). The leading words (before "for", "assy", "для", "de" …)
 * hold the part the name is about, its head: in Spanish, Russian and Ukrainian the first noun, the
 * rest being what it belongs to ("Втулка крепления радиатора" is a bush); in English and Hindi the
 * last listed phrase ("radiator cap" is a cap), or the first when a comma follows it ("Valve,
 * expansion"). What the head is decides: a category's part, another part, a word needing context
 * (category-words.ts: wordsInContext), or, in a head-first name, an unlisted noun ("Крыльчатка
 * вентилятора"), which leaves the row to staff when a category's word follows it.
 */
export class RowCategories {
  /** Phrases by their first word. */
  private readonly byFirstWord = new Map<string, Phrase[]>();
  /** Single words of every context list: modifiers, not heads ("топливная", "впускной"). */
  private readonly contextWords: readonly string[];

  constructor(categories: readonly CategoryNames[]) {
    const inContext = wordsInContext.map((entry) => ({
      kind: "in-context" as const,
      entry,
      phrases: { confirming: entry.confirming.map(textWords), refuting: entry.refuting.map(textWords) },
    }));
    for (const meaning of inContext) {
      for (const [language, spellings] of Object.entries(meaning.entry.spellings)) {
        for (const spelling of spellings) this.add(textWords(spelling), meaning, orderOf(language as ListLanguage));
      }
    }
    // A category's own spelling of a word that needs context ("Válvula", "Ventilador") is that word.
    const needsContext = (slug: string, words: readonly string[]) =>
      words.length === 1 &&
      inContext.some(
        ({ entry }) =>
          entry.slug === slug &&
          Object.values(entry.spellings).some((spellings) =>
            spellings.some((spelling) => wordMatches(textWords(spelling)[0] ?? "", words[0] ?? "")),
          ),
      );
    for (const category of categories) {
      const meaning = { kind: "category" as const, slug: category.slug };
      const spellings: [string, Order | undefined][] = [
        [category.name, "last"],
        ...category.aliases.map((alias): [string, Order | undefined] => [alias, orderOfScript(alias)]),
        ...[category.label, category.navLabel].flatMap((labels) =>
          Object.entries(labels ?? {}).map(([code, label]): [string, Order | undefined] => [
            label,
            orderOfLabel(code, label),
          ]),
        ),
        ...(categoryTradeWords[category.slug] ?? []).map((word): [string, Order | undefined] => [
          word,
          orderOfScript(word),
        ]),
      ];
      for (const [spelling, order] of spellings) {
        const words = textWords(spelling);
        if (!needsContext(category.slug, words)) this.add(words, meaning, order);
      }
    }
    const other = { kind: "other" as const };
    for (const [language, words] of Object.entries(otherPartWords)) {
      for (const word of words) this.add(textWords(word), other, orderOf(language as ListLanguage));
    }
    for (const list of this.byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
    this.contextWords = wordsInContext.flatMap((entry) =>
      [...entry.confirming, ...entry.refuting].map(textWords).flatMap((words) => (words.length === 1 ? words : [])),
    );
  }

  private add(words: readonly string[], meaning: Meaning, order: Order | undefined) {
    const first = words[0];
    if (first === undefined) return;
    const list = this.byFirstWord.get(first) ?? [];
    const key = words.join(" ");
    const same = list.find((phrase) => sameMeaning(phrase.meaning, meaning) && phrase.words.join(" ") === key);
    if (same) {
      if (order) same.orders.add(order);
      return;
    }
    list.push({ words, meaning, orders: new Set(order ? [order] : []) });
    this.byFirstWord.set(first, list);
  }

  /** The longest phrase starting at words[at], if any. */
  private phraseAt(words: readonly string[], at: number): Phrase | undefined {
    const written = words[at] ?? "";
    let best: Phrase | undefined;
    for (let cut = Math.max(1, written.length - MAX_ENDING); cut <= written.length; cut++) {
      for (const phrase of this.byFirstWord.get(written.slice(0, cut)) ?? []) {
        if (best && best.words.length >= phrase.words.length) continue;
        if (phraseAt(phrase.words, words, at)) best = phrase;
      }
    }
    return best;
  }

  /** The leading words as listed phrases and unlisted words, in order. */
  private leadOf(words: readonly string[]): (Item | string)[] {
    const lead: (Item | string)[] = [];
    let started = false;
    for (let at = 0; at < words.length; ) {
      const word = words[at] ?? "";
      const phrase = this.phraseAt(words, at);
      if (phrase) {
        lead.push({ phrase, at });
        started = true;
        at += phrase.words.length;
        continue;
      }
      if (leadEndWords.has(word) && started) break;
      // A name may start with "for …" ("For Creta: compressor"); its lead begins after it.
      if (!leadEndWords.has(word)) {
        started = true;
        lead.push(word);
      }
      at++;
    }
    return lead;
  }

  /** A word in front of a head-first name that is not the part: a number, a quantity, a quality. */
  private passesBefore(word: string, cyrillicName: boolean): boolean {
    if (/\d/u.test(word) || word.length <= 2 || leadingQualityWords.has(word)) return true;
    if (cyrillicName && (!isCyrillic(word) || isAdjective(word))) return true;
    return this.contextWords.some((listed) => wordMatches(listed, word));
  }

  /** The head of the leading words: a listed phrase, or undefined for an unlisted noun (head-first). */
  private headOf(lead: readonly (Item | string)[], items: readonly Item[], text: string): Item | undefined {
    const cyrillicName = isCyrillic(text);
    const headFirst =
      cyrillicName || items.some((item) => item.phrase.orders.has("first") && !item.phrase.orders.has("last"));
    if (headFirst) {
      for (const token of lead) {
        if (typeof token !== "string") return token;
        if (!this.passesBefore(token, cyrillicName)) return undefined;
      }
      return undefined;
    }
    // "VALVE, EXPANSION": a parts list's inverted English names the part first, then a comma.
    const first = items[0];
    const comma = text.indexOf(",");
    if (first && first.at === 0 && comma > 0 && textWords(text.slice(0, comma)).length === first.phrase.words.length) {
      return first;
    }
    return items[items.length - 1];
  }

  /** Where a text puts its row: `words` are the text's, `context` every word of the row's name and description. */
  private place(text: string, words: readonly string[], context: readonly string[]): RowPlacement {
    const lead = this.leadOf(words);
    const items = lead.filter((token): token is Item => typeof token !== "string");
    if (items.length === 0) return { kind: "none" };
    const head = this.headOf(lead, items, text);
    const otherPart = (item: Item): RowPlacement => ({ kind: "other-part", head: asWritten(item, text, words) });
    if (head?.phrase.meaning.kind === "other") return otherPart(head);
    const othersBeside = items.some((item) => item !== head && item.phrase.meaning.kind === "other");
    if (!head) {
      const mayBe = [...new Set(items.flatMap((item) => candidateOf(item.phrase.meaning, context)))];
      if (mayBe.length > 0) return { kind: "needs-a-look", mayBe };
      const other = items.find((item) => item.phrase.meaning.kind === "other");
      return other ? otherPart(other) : { kind: "none" };
    }
    const meaning = head.phrase.meaning;
    if (meaning.kind === "category") {
      return othersBeside ? { kind: "needs-a-look", mayBe: [meaning.slug] } : { kind: "placed", slug: meaning.slug };
    }
    if (meaning.kind !== "in-context") return { kind: "none" };
    if (holds(meaning.phrases.refuting, context)) return otherPart(head);
    const sure = meaning.entry.alone === "placed" || holds(meaning.phrases.confirming, context);
    return sure && !othersBeside
      ? { kind: "placed", slug: meaning.entry.slug }
      : { kind: "needs-a-look", mayBe: [meaning.entry.slug] };
  }

  /** Where a row goes: by its name, else (when the name names nothing) by its description. */
  ofRow(name: string, description: string): RowPlacement {
    const words = textWords(name);
    const described = description === "" ? [] : textWords(description);
    const context = described.length === 0 ? words : [...words, ...described];
    const byName = this.place(name, words, context);
    if (byName.kind !== "none" || described.length === 0) return byName;
    return this.place(description, described, context);
  }
}

/** An item's words as the text has them, case and accents kept ("Кронштейн", not "кронштеин"). */
function asWritten(item: Item, text: string, folded: readonly string[]): string {
  const written = text.split(/[^\p{L}\p{M}\p{N}]+/u).filter((word) => word !== "");
  return (written.length === folded.length ? written : folded)
    .slice(item.at, item.at + item.phrase.words.length)
    .join(" ");
}

function sameMeaning(a: Meaning, b: Meaning): boolean {
  if (a.kind === "category" && b.kind === "category") return a.slug === b.slug;
  if (a.kind === "in-context" && b.kind === "in-context") return a.entry === b.entry;
  return a.kind === b.kind;
}

/** The category a phrase may name, for a row staff sort: none for another part or a refuted word. */
function candidateOf(meaning: Meaning, context: readonly string[]): string[] {
  if (meaning.kind === "category") return [meaning.slug];
  if (meaning.kind === "in-context" && !holds(meaning.phrases.refuting, context)) return [meaning.entry.slug];
  return [];
}
