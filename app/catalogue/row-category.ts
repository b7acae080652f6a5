import { categoryTradeWords, leadEndWords, otherPartWords } from "./category-words.ts";
import { textWords } from "./search-query.ts";

/** A category as the words of its names: the table's name, aliases and labels (docs/decisions/091). */
export interface CategoryNames {
  slug: string;
  name: string;
  aliases: readonly string[];
  label?: Readonly<Record<string, string>>;
  navLabel?: Readonly<Record<string, string>>;
}

interface Phrase {
  words: readonly string[];
  /** The category's slug, or undefined for a word naming another part. */
  slug: string | undefined;
}

/** How much longer than a listed word a written one may run: its endings ("радиатора", "compresores"). */
const MAX_ENDING = 4;
const MIN_STEM = 4;

function wordMatches(listed: string, written: string): boolean {
  if (written === listed) return true;
  if (written === `${listed}s` || written === `${listed}es`) return true;
  return listed.length >= MIN_STEM && written.startsWith(listed) && written.length - listed.length <= MAX_ENDING;
}

const isCyrillic = (word: string) => /\p{Script=Cyrillic}/u.test(word);

/**
 * Places a row in a category by its own words (name, else description), for a price list without a
 * category column. A text is read as words; at each word the longest listed phrase starting there is
 * taken (category phrases and other parts' words alike: "radiator fan" before "radiator",
 * "радиатор кондиционера" is a condenser). The leading words (before "for", "with", "для", "de" …)
 * name the part: when they hold another part's word ("oil", "cap", "масло") the row is no category's;
 * when they hold no category word, the row is none either ("kit for radiator"). Of two categories in
 * the leading words, English puts the head last ("condenser fan") and Russian first ("вентилятор
 * радиатора").
 */
export class RowCategories {
  /** Phrases by their first word. */
  private readonly byFirstWord = new Map<string, Phrase[]>();

  constructor(categories: readonly CategoryNames[]) {
    for (const category of categories) {
      const spellings = [
        category.name,
        ...category.aliases,
        ...Object.values(category.label ?? {}),
        ...Object.values(category.navLabel ?? {}),
        ...(categoryTradeWords[category.slug] ?? []),
      ];
      for (const spelling of spellings) this.add(textWords(spelling), category.slug);
    }
    for (const word of otherPartWords) this.add(textWords(word), undefined);
    for (const list of this.byFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
  }

  private add(words: string[], slug: string | undefined) {
    const first = words[0];
    if (first === undefined) return;
    const list = this.byFirstWord.get(first) ?? [];
    if (list.some((phrase) => phrase.slug === slug && phrase.words.join(" ") === words.join(" "))) return;
    list.push({ words, slug });
    this.byFirstWord.set(first, list);
  }

  /** The longest phrase starting at words[at], if any. */
  private phraseAt(words: readonly string[], at: number): Phrase | undefined {
    const written = words[at] ?? "";
    let best: Phrase | undefined;
    for (let cut = Math.max(1, written.length - MAX_ENDING); cut <= written.length; cut++) {
      for (const phrase of this.byFirstWord.get(written.slice(0, cut)) ?? []) {
        if (best && best.words.length >= phrase.words.length) continue;
        if (phrase.words.every((listed, offset) => wordMatches(listed, words[at + offset] ?? ""))) best = phrase;
      }
    }
    return best;
  }

  /**
   * The category the text's leading words name: its slug, `null` when they name another part,
   * `undefined` when they name nothing listed.
   */
  ofText(text: string): string | null | undefined {
    const words = textWords(text);
    const found: { slug: string; word: string }[] = [];
    let otherPart = false;
    let started = false;
    for (let at = 0; at < words.length; ) {
      const phrase = this.phraseAt(words, at);
      if (phrase) {
        if (phrase.slug === undefined) otherPart = true;
        else found.push({ slug: phrase.slug, word: words[at] ?? "" });
        started = true;
        at += phrase.words.length;
        continue;
      }
      if (leadEndWords.has(words[at] ?? "") && started) break;
      // A name may start with "for …" ("For Creta: compressor"); its lead begins after it.
      if (!leadEndWords.has(words[at] ?? "")) started = true;
      at++;
    }
    if (otherPart) return null;
    const first = found[0];
    if (!first) return undefined;
    return isCyrillic(first.word) ? first.slug : (found[found.length - 1]?.slug ?? first.slug);
  }

  /** The slug for a row: by its name, else (when the name names nothing) by its description. */
  ofRow(name: string, description: string): string | undefined {
    const byName = this.ofText(name);
    if (byName !== undefined) return byName ?? undefined;
    return this.ofText(description) ?? undefined;
  }
}
