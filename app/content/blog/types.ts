import type { Language } from "#app/i18n/language.ts";

/**
 * The shape of a blog article (spec section 3, "Blog article"). Articles are plain data files, one
 * per article and language, so the owner edits words without touching a component. Text is plain
 * text: it is rendered as React text, never as HTML.
 */

/** One paragraph, or several in order. */
export type Paragraphs = string | readonly string[];

export interface BlogSection {
  title: string;
  /** Text under the heading; may be left out when the bullet points say it all. */
  content?: Paragraphs;
  bulletPoints?: readonly string[];
}

export interface BlogArticle {
  /** The address slug: /blogs/{id}. The same id in every language. */
  id: string;
  title: string;
  /** One or two sentences for cards, the sidebar and the meta description. */
  shortDescription: string;
  image: {
    /** A file under public/, 960 x 540 px, e.g. "/images/blog/audi.webp". */
    src: string;
    /** What the picture shows, for people who cannot see it. */
    alt: string;
  };
  /** ISO dates, YYYY-MM-DD. */
  published: string;
  updated?: string;
  content: {
    intro: Paragraphs;
    sections: readonly BlogSection[];
    conclusion: Paragraphs;
  };
}

export function paragraphsOf(text: Paragraphs | undefined): readonly string[] {
  if (text === undefined) return [];
  return typeof text === "string" ? (text ? [text] : []) : text;
}

/** What a card (list, sidebar) shows of an article. */
export interface BlogCardData {
  id: string;
  title: string;
  shortDescription: string;
  image: BlogArticle["image"];
  published: string;
  /** The language the card's text is written in, which may differ from the page's. */
  language: Language;
}
