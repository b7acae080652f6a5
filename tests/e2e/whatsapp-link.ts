import type { Page } from "@playwright/test";

/** Holds wa.me: the test reads the link the page opened instead of leaving for WhatsApp. */
export async function catchWhatsApp(page: Page): Promise<() => Promise<string>> {
  await page.route("https://wa.me/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }),
  );
  return async () => {
    await page.waitForURL(/^https:\/\/wa\.me\//);
    return new URL(page.url()).searchParams.get("text") ?? "";
  };
}
