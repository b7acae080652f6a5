import { expect, test } from "./fixtures.ts";

/** Enquiry lists in the staff inbox (issue 28): the lines linked to their products, found by reference, phone or part. */

test("an enquiry list shows in the inbox with its lines, found by its reference, phone and part number", async ({
  page,
  request,
  createProduct,
  openStaffArea,
  unique,
}) => {
  const product = await createProduct({ name: `Listed Condenser ${unique}` });
  const instead = await createProduct({ name: `Offered Valve ${unique}` });
  const phone = `+91 98${String(Date.now()).slice(-8)}`;
  const sent = await request.post("/api/enquiry-lists", {
    headers: { "x-forwarded-for": `10.200.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: {
      name: `Workshop ${unique}`,
      phone,
      vehicle: "Honda City 2019",
      note: "Needed by Friday",
      lines: [
        { kind: "product", brandSlug: "denso", partNumber: product.partNumber, quantity: 3 },
        { kind: "text", text: `mystery valve ${unique}`, quantity: 1 },
      ],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  // The link a WhatsApp message carries opens the inbox, found by the reference.
  await openStaffArea(`/add-products?enquiry=${reference}`);
  const panel = page.getByRole("tabpanel", { name: /Enquiries/ });
  const list = panel.getByRole("article").filter({ hasText: reference });
  await expect(list).toHaveCount(1);
  await expect(panel.getByRole("article")).toHaveCount(1);
  await expect(list).toContainText(`Workshop ${unique}`);
  await expect(list).toContainText("Vehicle: Honda City 2019");
  await expect(list).toContainText("Needed by Friday");
  await expect(list.getByRole("link", { name: `Listed Condenser ${unique}` })).toHaveAttribute(
    "href",
    `/brands/denso/products/${encodeURIComponent(product.partNumber)}`,
  );
  await expect(
    list
      .getByTestId("inbox-list")
      .getByRole("listitem")
      .filter({ hasText: `mystery valve ${unique}` }),
  ).toContainText("(typed, no catalogue part)");

  const search = panel.getByLabel("Find by reference, phone or part number");
  await search.fill(phone.slice(-8));
  await expect(panel.getByRole("article").filter({ hasText: reference })).toHaveCount(1);
  await search.fill(product.partNumber.toLowerCase().replace(/-/g, " "));
  await expect(panel.getByRole("article").filter({ hasText: reference })).toHaveCount(1);
  await search.fill("Q-0000-NOTHING");
  await expect(panel.getByText("No enquiry matches “Q-0000-NOTHING”.")).toBeVisible();

  // Staff price it and send the quote: stored, quoted, and WhatsApp opens with the message.
  await search.fill(reference);
  const form = list.getByTestId("quote-form");
  await form.getByLabel(`Unit price, ₹ (3 × ${product.partNumber})`).fill("1250.50");
  await form.getByLabel(`Availability (1 × mystery valve ${unique})`).selectOption("not-available");
  // Not in stock: another part is offered instead, by its number, any spacing (decision 117).
  await form
    .getByLabel(`Instead, part number (optional) (1 × mystery valve ${unique})`)
    .fill(instead.partNumber.toLowerCase().replace(/-/g, " "));
  await form.getByLabel(`Its unit price, ₹ (1 × mystery valve ${unique})`).fill("400");
  await form.getByLabel("Valid for (days)").fill("10");
  await page
    .context()
    .route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>WhatsApp</title>" }),
    );
  const popup = page.waitForEvent("popup");
  await form.getByRole("button", { name: "Send quote on WhatsApp" }).click();
  const chat = new URL((await popup).url());
  expect(chat.pathname).toBe(`/91${phone.slice(4)}`);
  const text = chat.searchParams.get("text") ?? "";
  expect(text).toContain(`Quote for your list ${reference} from `);
  expect(text).toContain(`3 × Listed Condenser ${unique} (${product.partNumber}, Denso): ₹1,250.50 each, in stock`);
  expect(text).toContain(
    `1 × mystery valve ${unique}: not available; instead Offered Valve ${unique} (${instead.partNumber}, Denso) at ₹400.00 each, in stock`,
  );
  expect(text).toContain("Total: ₹4,151.50");
  expect(text).toContain("Prices are before GST, which is added on the invoice.");
  expect(text).toContain("Valid for 10 days, until ");
  await expect(list).toContainText("Quoted");
  await expect(form).toContainText("Quoted ₹4,151.50 by");
});
