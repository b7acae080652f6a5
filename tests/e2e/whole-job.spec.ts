import { expect, test } from "./fixtures.ts";
import { catchWhatsApp } from "./whatsapp-link.ts";

// "Ask for the whole job" (issue 44) on the demo catalogue: from a product page to the enquiry list
// with the job's lines, to the WhatsApp message naming the job. Mahle's ACP 011 000S fits two cars
// (the Hyundai Creta 2020– and the Kia Seltos 2019–), so the buyer picks one.

const viewports = [
  { name: "desktop", size: { width: 1280, height: 800 } },
  { name: "phone", size: { width: 390, height: 844 } },
] as const;

const languages = [
  {
    code: "en",
    prefix: "",
    ask: "Ask for the whole job: Compressor replacement",
    car: "Your car",
    added: "Compressor replacement for the Hyundai Creta 2020– is on your list.",
    missingDrier: "Receiver Drier for Hyundai Creta 2020–",
    name: "Your name",
    phone: "Phone (WhatsApp)",
    send: "Send on WhatsApp",
    waJob: "Job: Compressor replacement",
  },
  {
    code: "hi",
    prefix: "/hi",
    ask: "पूरे काम के पार्ट्स मँगाएँ: कंप्रेसर बदलना",
    car: "आपकी गाड़ी",
    added: "Hyundai Creta 2020– के लिए कंप्रेसर बदलना के पार्ट्स आपकी सूची में जुड़ गए हैं।",
    missingDrier: "Hyundai Creta 2020– के लिए ड्रायर",
    name: "आपका नाम",
    phone: "फ़ोन (WhatsApp)",
    send: "WhatsApp पर भेजें",
    waJob: "काम: कंप्रेसर बदलना",
  },
] as const;

let nextAddress = 1;
/** Each sending test from its own address, so none spends another's allowance of enquiries. */
const freshAddress = () => `198.18.${process.pid % 250}.${nextAddress++}`;

for (const { name, size } of viewports) {
  for (const language of languages) {
    test.describe(`the whole job on ${name} in ${language.code}`, () => {
      test.use({ viewport: size, extraHTTPHeaders: { "x-forwarded-for": freshAddress() } });

      test("a product page asks for the whole job for the car picked; the list gets its lines and WhatsApp names the job", async ({
        page,
      }, testInfo) => {
        test.slow();
        await page.goto(`${language.prefix}/categories/compressor/products/ACP%20011%20000S`);
        const wholeJob = page.getByTestId("whole-job");
        await wholeJob.getByLabel(language.car).selectOption({ label: "Hyundai Creta 2020–" });
        await wholeJob.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`product-${name}-${language.code}.png`) });
        await wholeJob.getByRole("button", { name: language.ask }).click();

        await expect(page).toHaveURL(/\/enquiry\?/);
        const asked = new URL(page.url()).searchParams;
        expect([asked.get("job"), asked.get("car"), asked.get("part")]).toEqual([
          "compressor-replacement",
          "hyundai|Creta|2020|",
          "mahle-behr|ACP 011 000S",
        ]);
        await expect(page.getByTestId("whole-job-added")).toContainText(language.added);
        const lines = page.getByTestId("enquiry-lines");
        // The part looked at, and the job's categories the catalogue has no part of, in words.
        await expect(lines).toContainText("ACP 011 000S");
        await expect(lines).toContainText(language.missingDrier);
        await expect(page.getByTestId("list-jobs")).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`list-${name}-${language.code}.png`), fullPage: true });

        // Asking again (a reload) adds nothing twice.
        const count = await lines.locator(":scope > li").count();
        await page.reload();
        await expect(page.getByTestId("whole-job-added")).toBeVisible();
        await expect(lines.locator(":scope > li")).toHaveCount(count);

        const whatsappText = await catchWhatsApp(page);
        await page.getByLabel(language.name).fill("Ravi Auto Works");
        await page.getByLabel(language.phone).fill("+91 98111 22334");
        await page.getByRole("button", { name: language.send }).click();
        const text = await whatsappText();
        expect(text).toContain(language.waJob);
        expect(text).toContain("ACP 011 000S");
        expect(text).toContain(language.missingDrier);
      });
    });
  }
}
