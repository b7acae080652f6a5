import type { Page } from "@playwright/test";
import { type Language, languages, localizePath } from "#app/i18n/language.ts";
import { publicPageTypes } from "../setup/page-types.ts";
import { expect, test } from "./fixtures.ts";

// Issue 43: floating controls never cover a link, a button or words, on any page type, at a
// phone's 360–414 px or on a desktop, wherever the page is scrolled (decision 209).

/**
 * Phones in every language (their words differ in length, so what lies where differs too); the
 * widest phone and the desktops in English.
 */
const screens: { width: number; height: number; languages: readonly Language[] }[] = [
  { width: 360, height: 740, languages },
  { width: 390, height: 844, languages },
  { width: 414, height: 896, languages: ["en"] },
  // A laptop: the chat button is in the top bar.
  { width: 1366, height: 768, languages: ["en"] },
  // Wide enough for the chat button to float in the gutter beside the page.
  { width: 1440, height: 900, languages: ["en"] },
];

/**
 * What covers what at the current scroll position. A fixed control narrower than the screen is a
 * floating control: nothing readable or pressable may be under it. A fixed bar the width of the
 * screen (the top bar, the phone's dock) hides what scrolling brings out again, except at the
 * page's ends: at the top nothing may stay under the top bar for good, at the bottom nothing under
 * a bottom bar.
 */
function coveredNow(page: Page, end: "top" | "bottom" | undefined) {
  return page.evaluate((end) => {
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return style.visibility !== "hidden" && style.opacity !== "0" && box.width > 0 && box.height > 0;
    };
    const fixed = [...document.querySelectorAll("body *")].filter(
      (element) => getComputedStyle(element).position === "fixed" && shown(element),
    );
    const bars = fixed.filter((element) => element.getBoundingClientRect().width >= window.innerWidth - 1);
    const floating = fixed.filter((element) => !bars.includes(element) && !bars.some((bar) => bar.contains(element)));
    const insideFixed = (node: Node) => fixed.some((element) => element.contains(node));
    const barsAtThisEnd = bars.filter((bar) => {
      const box = bar.getBoundingClientRect();
      return end === "top" ? box.top <= 0 : end === "bottom" ? box.bottom >= window.innerHeight : false;
    });
    const covering = [...floating, ...barsAtThisEnd];
    if (covering.length === 0) return [];
    const areas = covering.map((control) => control.getBoundingClientRect());
    // What a box shows of itself: a carousel's slides beyond its edge are clipped away.
    const clipped = (box: DOMRect, element: Element) => {
      let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX === "visible" && style.overflowY === "visible") continue;
        const edge = parent.getBoundingClientRect();
        [left, top, right, bottom] = [
          Math.max(left, edge.left),
          Math.max(top, edge.top),
          Math.min(right, edge.right),
          Math.min(bottom, edge.bottom),
        ];
      }
      return right - left > 2 && bottom - top > 2 ? new DOMRect(left, top, right - left, bottom - top) : null;
    };

    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const underSome = (box: DOMRect) => areas.some((area) => overlaps(area, box));

    // Links, buttons and fields, and every line of words (a text node's boxes).
    const boxes: { what: string; box: DOMRect }[] = [];
    // (Whether a box is under a covering control is asked first: it is the cheap question.)
    for (const control of document.querySelectorAll("a, button, input, select, textarea, summary, label")) {
      const raw = control.getBoundingClientRect();
      if (!underSome(raw) || insideFixed(control) || !shown(control)) continue;
      const box = clipped(raw, control);
      if (box) boxes.push({ what: `<${control.localName}> "${control.textContent?.trim().slice(0, 40)}"`, box });
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (!underSome(line) || insideFixed(node) || !shown(parent)) continue;
        // Screen-reader-only words are clipped to a pixel.
        const box = clipped(line, parent);
        if (box) boxes.push({ what: `"${text.slice(0, 40)}"`, box });
      }
    }
    const label = (element: Element) =>
      element.getAttribute("data-testid") ?? element.getAttribute("aria-label") ?? element.localName;
    const found: string[] = [];
    for (const control of covering) {
      const area = control.getBoundingClientRect();
      for (const { what, box } of boxes) {
        if (overlaps(area, box))
          found.push(
            `${label(control)} covers ${what} at ${Math.round(box.left)},${Math.round(box.top)}-${Math.round(box.right)},${Math.round(box.bottom)}`,
          );
      }
    }
    return found;
  }, end);
}

// The page type "no such page" is answered 404, which the browser logs.
test.use({ expectedConsole: [/status of 404/] });

for (const screen of screens) {
  for (const language of screen.languages) {
    test(`no floating control covers a link, button or words at ${screen.width} px (${language})`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width: screen.width, height: screen.height });
      // A line in the enquiry list, so the list's way in shows as well as the chat button.
      await page.goto("/enquiry");
      await page.evaluate(() =>
        localStorage.setItem(
          "coolparts.enquiry-list",
          JSON.stringify({ vehicle: "", note: "", lines: [{ kind: "text", text: "sanden sd7v16", quantity: 1 }] }),
        ),
      );
      for (const address of publicPageTypes.map((path) => localizePath(path, language))) {
        await page.goto(address);
        // The path-change overlay has gone, and lazily drawn parts are in.
        await expect(page.getByTestId("loading-overlay")).toBeHidden();
        // Step down the page four fifths of a screen at a time, to its end; below-the-fold parts drawn on the
        // way make it longer, so the end is read at each step.
        for (let top = 0; ; ) {
          await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
          const { scrolled, bottom } = await page.evaluate(() => ({
            scrolled: window.scrollY,
            bottom: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          }));
          const end = scrolled === 0 ? "top" : bottom ? "bottom" : undefined;
          expect(await coveredNow(page, end), `${address} at ${screen.width} px, scrolled to ${scrolled}`).toEqual([]);
          if (bottom) break;
          top = scrolled + Math.round(screen.height * 0.8);
        }
      }
    });
  }
}
