import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

// The test network reaches no Google host: answer the map frame with a stand-in page.
test.beforeEach(async ({ page }) => {
  await page.route("https://www.google.com/maps**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Map</title><p>Map</p>" }),
  );
});

async function enquiriesFor(request: APIRequestContext, email: string) {
  const login = await request.post("/api/login", {
    data: {
      username: process.env.ADMIN_USERNAME ?? "e2e-admin",
      password: process.env.ADMIN_PASSWORD ?? "e2e-admin-password-123",
    },
  });
  const { token } = (await login.json()) as { token: string };
  const response = await request.get("/api/enquiries", { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const { enquiries } = (await response.json()) as { enquiries: { email: string }[] };
  return enquiries.filter((enquiry) => enquiry.email === email);
}

const uniqueEmail = (name: string) => `${name}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.in`;

function form(page: Page) {
  const main = page.locator("main");
  return {
    name: main.getByLabel("Name"),
    email: main.getByLabel("Email"),
    phone: main.getByLabel("Phone"),
    message: main.getByLabel(/^Enquiry/),
    submit: main.getByRole("button", { name: "Submit" }),
  };
}

test.describe("contact page", () => {
  test("shows the form, the contact block from the site identity, social links and the map", async ({ page }) => {
    await page.goto("/contact");
    await expect(page).toHaveTitle(/Contact Us/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get In Touch");
    const fields = form(page);
    for (const field of [fields.name, fields.email, fields.phone]) await expect(field).toHaveAttribute("required", "");
    await expect(fields.message).not.toHaveAttribute("required", "");
    await expect(fields.submit).toHaveCSS("text-transform", "uppercase");

    const details = page.getByRole("region", { name: "Contact details" });
    await expect(details.getByRole("link", { name: /^\+91/ })).toHaveCount(2);
    await expect(details.getByRole("link", { name: /^\+91/ }).first()).toHaveAttribute("href", /^tel:\+91\d+$/);
    await expect(details.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:info@/);
    await expect(details.locator("address")).toContainText("Gurugram");
    await expect(details.locator("address")).toContainText("Haryana");
    await expect(details.locator("address")).toContainText("India");
    for (const network of ["Facebook", "Instagram", "LinkedIn", "YouTube", "X (Twitter)"]) {
      const link = details.getByRole("link", { name: new RegExp(`^${network.replace(/[()]/g, "\\$&")}`) });
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }

    // The Google frame loads only when asked for.
    await expect(page.locator("main iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Show the map" }).click();
    const map = page.locator("main iframe");
    await expect(map).toHaveAttribute("title", /^Map showing /);
    await expect(map).toHaveAttribute("loading", "lazy");
    await expect(map).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=28\.4986%2C77\.0856/);
    await map.scrollIntoViewIfNeeded();
    await expect(page.locator("[data-map-state]")).toHaveAttribute("data-map-state", "loaded");
    await expect(page.getByRole("link", { name: /Open in Google Maps/ })).toHaveAttribute(
      "href",
      "https://www.google.com/maps/search/?api=1&query=28.4986%2C77.0856",
    );
  });

  test("without scripts the map is an address card with a link to Google Maps", async ({ request }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).not.toContain("<iframe");
    expect(html).toContain('data-testid="map-card"');
    expect(html).toContain("Open in Google Maps");
    expect(html).toContain("Udyog Vihar");
  });

  test("explains each missing or wrong field inline, focuses the first, and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    await page.goto("/contact");
    const fields = form(page);
    await fields.submit.click();

    const summary = page.getByTestId("error-summary");
    await expect(summary).toContainText("Please correct 3 fields before sending:");
    await expect(fields.name).toBeFocused();
    for (const [field, message] of [
      [fields.name, "Please enter your name."],
      [fields.email, "Please enter your e-mail address."],
      [fields.phone, "Please enter your phone number."],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(fields.message).not.toHaveAttribute("aria-invalid", "true");

    // After the first attempt, each field is checked again as it changes.
    await fields.name.fill("Ravi Sharma");
    await expect(fields.name).not.toHaveAttribute("aria-invalid", "true");
    await fields.email.fill("ravi@");
    await expect(fields.email).toHaveAccessibleDescription(
      "Please enter a valid e-mail address, like name@example.com.",
    );
    await fields.phone.fill("12");
    await expect(fields.phone).toHaveAccessibleDescription(
      "Please enter a phone number with at least 7 digits, like +91 98100 00000.",
    );
    await expect(summary).toContainText("Please correct 2 fields before sending:");

    await summary.getByRole("link", { name: /valid e-mail/ }).click();
    await expect(fields.email).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("shows the messages in Spanish on the Spanish page", async ({ page }) => {
    await page.goto("/es/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ponte en contacto");
    const main = page.locator("main");
    await main.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByTestId("error-summary")).toContainText("Corrige 3 campos antes de enviar:");
    await expect(main.getByLabel("Nombre")).toHaveAccessibleDescription("Escribe tu nombre.");
    await expect(main.getByLabel("Correo electrónico")).toHaveAccessibleDescription("Escribe tu correo electrónico.");
    await expect(main.getByLabel("Teléfono")).toHaveAccessibleDescription("Escribe tu número de teléfono.");
    await main.getByLabel("Correo electrónico").fill("no-es-un-correo");
    await expect(main.getByLabel("Correo electrónico")).toHaveAccessibleDescription(
      "Escribe un correo electrónico válido, como nombre@ejemplo.com.",
    );
  });

  test("stores an enquiry, says so, and clears the form without leaving the page", async ({ page, request }) => {
    const email = uniqueEmail("ravi");
    await page.goto("/contact");
    await page.evaluate(() => {
      (window as unknown as { stayed?: boolean }).stayed = true;
    });
    const fields = form(page);
    await fields.name.fill("Ravi Sharma");
    await fields.email.fill(email);
    await fields.phone.fill("+91 98111 22334");
    await fields.message.fill("Need 2 Denso compressors for Innova Crysta 2.4 diesel.");
    await fields.submit.click();

    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toHaveText(
      "Thank you, Ravi Sharma. We have your enquiry and will reply within one working day.",
    );
    for (const field of [fields.name, fields.email, fields.phone, fields.message]) await expect(field).toHaveValue("");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    const stored = await enquiriesFor(request, email);
    expect(stored).toEqual([
      expect.objectContaining({
        name: "Ravi Sharma",
        phone: "+91 98111 22334",
        message: "Need 2 Denso compressors for Innova Crysta 2.4 diesel.",
        language: "en",
      }),
    ]);
  });

  test("answers a bot that fills the hidden field as if it worked, and stores nothing", async ({ page, request }) => {
    const email = uniqueEmail("bot");
    await page.goto("/contact");
    const fields = form(page);
    await fields.name.fill("Cheap Pills");
    await fields.email.fill(email);
    await fields.phone.fill("+1 555 0100 200");
    await page.locator('main input[name="website"]').fill("https://spam.example", { force: true });
    await fields.submit.click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
    expect(await enquiriesFor(request, email)).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, expectedConsole: [/status of 400/] });

    test("the server checks the fields, keeps what was typed, then stores the enquiry", async ({ page, request }) => {
      const email = uniqueEmail("meena");
      await page.goto("/es/contact");
      const main = page.locator("main");
      await main.getByLabel("Nombre").fill("Meena Iyer");
      await main.getByLabel("Correo electrónico").fill(email);
      await main.getByLabel("Teléfono").fill("12");
      await main.getByRole("button", { name: "Enviar" }).click();

      await expect(main.getByLabel("Teléfono")).toHaveAccessibleDescription(
        "Escribe un número de teléfono de al menos 7 cifras, como +91 98100 00000.",
      );
      await expect(main.getByLabel("Teléfono")).toHaveAttribute("aria-invalid", "true");
      await expect(main.getByLabel("Nombre")).toHaveValue("Meena Iyer");
      await expect(main.getByLabel("Correo electrónico")).toHaveValue(email);

      await main.getByLabel("Teléfono").fill("044 2345 6789");
      await main.getByRole("button", { name: "Enviar" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Gracias" })).toHaveText(
        "Gracias, Meena Iyer. Hemos recibido tu consulta y te responderemos en un día laborable.",
      );
      await expect(main.getByLabel("Nombre")).toHaveValue("");
      expect(await enquiriesFor(request, email)).toEqual([expect.objectContaining({ language: "es" })]);
    });
  });
});
