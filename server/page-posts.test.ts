import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, test } from "vitest";
import { memoryLimitStore } from "#app/server/limits/shared-limit.server.ts";
import { ENQUIRY_LIST_TOO_LARGE, uploadLimits } from "#app/server/upload-limits.server.ts";
import { pagePostLimit, pagePosts } from "./page-posts.ts";
import { createLogger } from "./request-log.ts";

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
});

/** pagePosts in front of a page that answers how many bytes of form it was given. */
async function serve() {
  const app = express();
  app.use(pagePosts(createLogger("silent"), pagePostLimit(memoryLimitStore)));
  app.use((req, res) => {
    res.send(String((req.body as Buffer).byteLength));
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The list page's form as the browser sends it (multipart): a Hindi list with every text at its limit. */
function hindiListForm(): FormData {
  const hindi = (length: number) => "क".repeat(length);
  const line = {
    kind: "product",
    brandSlug: hindi(200),
    partNumber: hindi(200),
    brand: hindi(200),
    name: hindi(200),
    quantity: 999,
  };
  const form = new FormData();
  form.set("name", hindi(120));
  form.set("phone", "+91 98111 22334");
  form.set("email", "");
  form.set("website", "");
  form.set("lines", JSON.stringify(Array.from({ length: 100 }, () => line)));
  form.set("vehicle", hindi(120));
  form.set("note", hindi(2000));
  return form;
}

describe("page form bodies", () => {
  test("the list page takes a whole Hindi list within its field limits, in every language, and its .data twin", async () => {
    const base = await serve();
    for (const path of ["/enquiry", "/hi/enquiry", "/es/enquiry.data"]) {
      const answer = await fetch(`${base}${path}`, { method: "POST", body: hindiListForm() });
      expect(answer.status, path).toBe(200);
      expect(Number(await answer.text())).toBeGreaterThan(250_000);
    }
  });

  test("other pages keep the contact form's limit, and a list past any list's size is refused in words", async () => {
    const base = await serve();
    const contact = await fetch(`${base}/contact`, { method: "POST", body: hindiListForm() });
    expect(contact.status).toBe(413);
    expect(await contact.text()).toBe(`The form is larger than ${uploadLimits.maxPageFormBytes / 1024} KB.`);
    const form = hindiListForm();
    form.set("note", "x".repeat(uploadLimits.maxEnquiryListFormBytes));
    const list = await fetch(`${base}/hi/enquiry`, { method: "POST", body: form });
    expect(list.status).toBe(413);
    expect(await list.text()).toBe(ENQUIRY_LIST_TOO_LARGE);
  });
});
