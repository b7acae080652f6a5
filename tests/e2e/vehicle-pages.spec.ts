import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { catchWhatsApp } from "./whatsapp-link.ts";

// Issue 44: a buyer goes from the home page to a car's page and its AC data, from a part to its car's
// page, and from the car's page asks for the whole job on WhatsApp, on a desktop and on a 390 px
// phone, in English and in Hindi.

const navigation = { timeout: 20_000 };

const languages = [
  {
    code: "en",
    prefix: "",
    allCars: "Every car we have parts for",
    acHeading: /AC system data: Hyundai Creta/,
    ask: "Ask for the whole job: Compressor replacement",
    name: "Your name",
    phone: "Phone (WhatsApp)",
    send: "Send on WhatsApp",
    waJob: "Job: Compressor replacement",
  },
  {
    code: "hi",
    prefix: "/hi",
    allCars: "वे सारी कारें जिनके पार्ट्स हमारे पास हैं",
    acHeading: /AC सिस्टम की जानकारी: Hyundai Creta/,
    ask: "पूरे काम के पार्ट्स मँगाएँ: कंप्रेसर बदलना",
    name: "आपका नाम",
    phone: "फ़ोन (WhatsApp)",
    send: "WhatsApp पर भेजें",
    waJob: "काम: कंप्रेसर बदलना",
  },
] as const;

const devices = [
  { name: "desktop", use: { viewport: { width: 1280, height: 900 } } },
  {
    name: "phone",
    use: { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
] as const;

/**
 * Follows a link as the device does: a tap on a phone, a click elsewhere. Both scroll to it and find
 * it again when the server's HTML of a lazily hydrated section is swapped for the live one.
 */
async function follow(link: Locator, phone: boolean) {
  if (phone) await link.tap();
  else await link.click();
}

let nextAddress = 1;
/** Each sending test from its own address, so none spends another's allowance of enquiries. */
const freshAddress = () => `198.19.${process.pid % 250}.${nextAddress++}`;

for (const device of devices) {
  test.describe(`vehicle pages on a ${device.name}`, () => {
    test.use({ ...device.use, extraHTTPHeaders: { "x-forwarded-for": freshAddress() } });
    const phone = device.name === "phone";

    for (const language of languages) {
      test(`home → a car → its AC data, a part → its car's page → the whole job on WhatsApp (${language.code})`, async ({
        page,
      }) => {
        test.slow();
        await page.goto(language.prefix || "/");
        await follow(page.getByRole("link", { name: language.allCars }), phone);
        await expect(page).toHaveURL(`${language.prefix}/vehicles`, navigation);
        await follow(page.getByRole("link", { name: "Hyundai", exact: true }), phone);
        await expect(page).toHaveURL(`${language.prefix}/vehicles/hyundai`, navigation);
        await follow(page.getByRole("link", { name: /Hyundai Creta/ }), phone);
        await expect(page).toHaveURL(`${language.prefix}/vehicles/hyundai/creta`, navigation);

        // Two generations, each with its AC data and its parts by category.
        const generations = page.getByTestId("generation");
        await expect(generations).toHaveCount(2);
        const first = generations.first().getByTestId("ac-system");
        await expect(first.getByRole("heading", { name: language.acHeading })).toBeVisible();
        await expect(first).toContainText("R134a");
        await expect(first).toContainText(language.code === "hi" ? "470 ग्राम ± 20 ग्राम" : "470 g ± 20 g");
        const part = generations.first().getByTestId("vehicle-part").first().getByRole("link");
        const partName = (await part.textContent()) ?? "";

        // The part's page links back to every part for its car, and shows the car's AC data.
        await follow(part, phone);
        await expect(page.getByRole("heading", { level: 1, name: partName })).toBeVisible(navigation);
        const back = page.getByTestId("product-vehicles").getByRole("link", { name: /Hyundai Creta 2015/ });
        await expect(page.getByTestId("product-vehicles").getByTestId("ac-system").first()).toContainText("R134a");
        await follow(back, phone);
        await expect(page).toHaveURL(`${language.prefix}/vehicles/hyundai/creta`, navigation);

        // The whole job for the first generation's car: its parts in the job's categories, the rest
        // in words, the job named in the WhatsApp message.
        const wholeJob = page.getByTestId("generation").first().getByTestId("whole-job");
        await follow(wholeJob.getByRole("button", { name: language.ask }), phone);
        await expect(page).toHaveURL(/\/enquiry\?/, navigation);
        expect(new URL(page.url()).searchParams.get("car")).toMatch(/^hyundai\|Creta\|2015\|/);
        await expect(page.getByTestId("whole-job-added")).toBeVisible();
        await expect(page.getByTestId("enquiry-lines").locator(":scope > li").first()).toBeVisible();
        const whatsappText = await catchWhatsApp(page);
        await page.getByLabel(language.name).fill("Ravi Auto Works");
        await page.getByLabel(language.phone).fill("+91 98111 22334");
        await page.getByRole("button", { name: language.send }).click();
        const text = await whatsappText();
        expect(text).toContain(language.waJob);
        expect(text).toContain("Creta");
      });
    }
  });
}
