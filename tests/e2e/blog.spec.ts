import { expect, test } from "./fixtures.ts";

// The spec's 18 article ids, in the order the blog lists them.
const ids = [
  "audi",
  "bmw",
  "ford",
  "hyundai",
  "jlr",
  "kia",
  "fiat",
  "mitsubishi",
  "suzuki",
  "toyota",
  "jeep",
  "volkswagen",
  "mg",
  "why-hanon-car-ac-compressors-are-trusted-by-top-auto-brands",
  "how-to-spot-genuine-doowon-ac-compressors-buy-from-official-distributor",
  "car-ac-parts-compressor-guide-how-they-work-together",
  "need-bmw-car-ac-compressor-what-you-must-know-before-buying",
  "why-choosing-high-quality-ac-condenser-matters-indian-weather",
];

const company = "CoolParts India";

/** Text of server HTML as a reader sees it. */
function decode(html: string): string {
  return html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
}

test.describe("blog list", () => {
  test("shows the 18 articles as cards with image, title, description and VIEW DETAIL", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page).toHaveTitle(`${company} | Blogs | Expert Tips on Car AC & Cooling System Parts`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /expert insights, maintenance tips, product guides and industry updates/i,
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blogs");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(18);
    for (const [index, id] of ids.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 2 })).not.toBeEmpty();
      await expect(card.locator("p")).not.toBeEmpty();
      await expect(card.locator("img")).toHaveAttribute("src", `/images/blog/${id}.webp`);
      const link = card.getByRole("link", { name: /View Detail/ });
      await expect(link).toHaveAttribute("href", `/blogs/${id}`);
      await expect(link).toHaveCSS("text-transform", "uppercase");
    }
  });

  test("has a banner half the viewport high", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/blogs");
    const banner = page.locator("main section").first();
    expect((await banner.boundingBox())?.height).toBeGreaterThanOrEqual(450);
  });

  test("opens an article from its card without reloading the page", async ({ page }) => {
    await page.goto("/blogs");
    await page.evaluate(() => {
      (window as unknown as { stayed?: boolean }).stayed = true;
    });
    await page.getByRole("link", { name: /View Detail.*BMW AC Compressors in India/ }).click();
    await expect(page).toHaveURL(/\/blogs\/bmw$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("BMW AC Compressors in India");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("in Spanish, keeps the Spanish interface and links", async ({ page }) => {
    await page.goto("/es/blogs");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(page.locator("main article")).toHaveCount(18);
    await expect(page.getByRole("link", { name: /Ver detalle/ }).first()).toHaveAttribute("href", "/es/blogs/audi");
  });
});

test.describe("blog article", () => {
  for (const id of ids) {
    test(`GET /blogs/${id} holds its title, sections, conclusion and sidebar`, async ({ request }) => {
      const response = await request.get(`/blogs/${id}`);
      expect(response.status()).toBe(200);
      const html = decode(await response.text());
      const title = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1] ?? "";
      expect(title.length).toBeGreaterThan(20);
      expect(html).toContain(`<title>${title} | ${company}</title>`);
      expect(html.match(/data-testid="article-section"/g)?.length).toBeGreaterThanOrEqual(3);
      expect(html).toContain('data-testid="article-conclusion"');
      expect(html).toContain("Ready to Upgrade Your Vehicle's AC?");
      expect(html).toContain("Other Car AC Compressors");
      const sidebar = html.split('data-testid="other-articles"')[1]?.split("</ul>")[0] ?? "";
      const others = [...sidebar.matchAll(/href="\/blogs\/([^"]+)"/g)].map((match) => match[1]);
      expect(others).toEqual(ids.filter((other) => other !== id).slice(0, 5));
      expect(html).toContain("Need Assistance?");
      expect(html).toContain("Haryana, India");
      expect(html).toContain("View All Blogs");
    });
  }

  test("shows the article with its badge, sections, call to action and side column", async ({ page }) => {
    await page.goto("/blogs/audi");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Back to Blogs" })).toHaveAttribute("href", "/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Audi Car AC Compressors/);
    const article = main.locator("article");
    await expect(article.getByRole("img")).toHaveAttribute("alt", /compressor/);
    await expect(article.getByText("AC Compressors", { exact: true })).toBeVisible();
    await expect(
      article.getByRole("heading", { level: 2, name: "How the compressor in your Audi works" }),
    ).toBeVisible();
    await expect(article.locator("li").first()).toBeVisible();
    await expect(article.getByTestId("article-conclusion")).toContainText("Buy from an authorised distributor");
    await expect(article.getByRole("heading", { name: "Ready to Upgrade Your Vehicle's AC?" })).toBeVisible();
    await expect(article.getByRole("link", { name: "Contact Us Now" })).toHaveAttribute("href", "/contact");

    const aside = main.locator("aside");
    await expect(aside.getByRole("heading", { name: "Other Car AC Compressors" })).toBeVisible();
    await expect(aside.getByTestId("other-articles").getByRole("link")).toHaveCount(5);
    await expect(aside.getByRole("link", { name: "View All Blogs" })).toHaveAttribute("href", "/blogs");
    await expect(aside.getByRole("heading", { name: "Need Assistance?" })).toBeVisible();
    await expect(aside.getByRole("link", { name: /^\+91/ })).toHaveAttribute("href", /^tel:\+91\d+$/);
    await expect(aside.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(aside).toContainText("Haryana, India");
    await expect(aside.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact");

    await aside.getByTestId("other-articles").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/blogs\/bmw$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("BMW");
  });

  test("a plain GET holds the article text and its BlogPosting JSON-LD", async ({ request }) => {
    const html = decode(await (await request.get("/blogs/toyota")).text());
    expect(html).toContain("Dual AC: why Innovas work their compressors harder");
    expect(html).toContain("Toyota's hybrids, including the Camry hybrid");
    const title = html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1];
    const posting = jsonLd(html).find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      headline: title,
      datePublished: "2026-05-18",
      inLanguage: "en",
      author: { "@type": "Organization", name: company },
      publisher: { "@type": "Organization", name: company },
      mainEntityOfPage: { "@type": "WebPage", "@id": expect.stringMatching(/^http:\/\/[^/]+\/blogs\/toyota$/) },
    });
    expect(String(posting?.description).length).toBeGreaterThan(60);
    const image = (posting?.image as string[] | undefined)?.[0] ?? "";
    expect(image).toMatch(/^http:\/\/[^/]+\/images\/blog\/toyota\.webp$/);
    const picture = await request.get(new URL(image).pathname);
    expect(picture.status()).toBe(200);
    expect(picture.headers()["content-type"]).toBe("image/webp");
    expect(html).toMatch(/<meta property="og:type" content="article"/);
  });

  test("in Spanish, shows the English article inside the Spanish interface", async ({ page }) => {
    await page.goto("/es/blogs/audi");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Volver al blog" })).toHaveAttribute("href", "/es/blogs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Audi Car AC Compressors/);
    await expect(main.getByText("Este artículo aún no está disponible en español")).toBeVisible();
    const article = main.locator("article");
    await expect(article).toHaveAttribute("lang", "en");
    await expect(article.getByText("Compresores de A/A", { exact: true })).toBeVisible();
    await expect(article.getByRole("link", { name: "Contáctanos ahora" })).toHaveAttribute("href", "/es/contact");
    const aside = main.locator("aside");
    await expect(aside.getByRole("heading", { name: "Otros artículos sobre compresores" })).toBeVisible();
    await expect(aside.getByTestId("other-articles").getByRole("link").first()).toHaveAttribute(
      "href",
      "/es/blogs/bmw",
    );
    await expect(aside.getByRole("heading", { name: "¿Necesitas ayuda?" })).toBeVisible();
    await expect(aside.getByRole("link", { name: "Ver todos los artículos" })).toHaveAttribute("href", "/es/blogs");
  });

  test("in Spanish, shows a translated article in Spanish, with its Spanish JSON-LD", async ({ page, request }) => {
    const id = "why-choosing-high-quality-ac-condenser-matters-indian-weather";
    await page.goto(`/es/blogs/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Por qué elegir un condensador de calidad importa con el clima de la India",
    );
    await expect(page.locator("main article")).not.toHaveAttribute("lang", /./);
    await expect(page.getByText("Este artículo aún no está disponible en español")).toHaveCount(0);
    await expect(page.getByRole("heading", { level: 2, name: "Qué hace el condensador" })).toBeVisible();
    const html = await (await request.get(`/es/blogs/${id}`)).text();
    expect(jsonLd(html).find((item) => item["@type"] === "BlogPosting")).toMatchObject({ inLanguage: "es" });
  });

  test.describe(() => {
    test.use({ expectedConsole: [/status of 404/] });

    test("an unknown article is a real 404 with a way back to the blog", async ({ page }) => {
      const response = await page.goto("/blogs/no-such-article");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog not found");
      await expect(page).toHaveTitle(`Blog not found | ${company}`);
      await page.getByRole("link", { name: "Back to Blogs" }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect(page.locator("main article")).toHaveCount(18);
    });

    test("an unknown article in Spanish says so in Spanish", async ({ request }) => {
      const response = await request.get("/es/blogs/no-such-article");
      expect(response.status()).toBe(404);
      const html = decode(await response.text());
      expect(html).toContain("Artículo no encontrado");
      expect(html).toContain('href="/es/blogs"');
      expect(html).toMatch(/<meta name="robots" content="noindex"/);
    });
  });
});
