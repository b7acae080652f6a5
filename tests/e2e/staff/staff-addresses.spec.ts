import { expect, test } from "./fixtures.ts";

/** Each staff tab has an address (decision 191): an enquiry and an import open from theirs, and back returns. */

test("an enquiry list opens from its address; another tab and back return to it", async ({
  page,
  request,
  createProduct,
  openStaffArea,
  unique,
}) => {
  const product = await createProduct({ name: `Addressed Condenser ${unique}` });
  const sent = await request.post("/api/enquiry-lists", {
    headers: { "x-forwarded-for": `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    data: {
      name: `Garage ${unique}`,
      phone: `+91 97${String(Date.now()).slice(-8)}`,
      vehicle: "Maruti Swift 2020",
      lines: [{ kind: "product", brandSlug: "denso", partNumber: product.partNumber, quantity: 2 }],
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  await openStaffArea(`/add-products/enquiries/${reference}`);
  const inboxTab = page.getByRole("tab", { name: /Enquiries/ });
  await expect(inboxTab).toHaveAttribute("aria-selected", "true");
  await expect(inboxTab).toHaveAttribute("aria-current", "page");
  const panel = page.getByRole("tabpanel", { name: /Enquiries/ });
  const enquiry = panel.getByRole("article");
  await expect(enquiry).toHaveCount(1);
  await expect(enquiry).toContainText(`Garage ${unique}`);
  await expect(enquiry).toContainText(reference);
  await expect(enquiry).toContainText("Vehicle: Maruti Swift 2020");
  await expect(enquiry.getByRole("link", { name: `Addressed Condenser ${unique}` })).toBeVisible();

  // Another tab is another address; back returns to the enquiry, as it was.
  await page.getByRole("tab", { name: "Import history" }).click();
  await expect(page).toHaveURL(/\/add-products\/imports$/);
  await expect(page.getByRole("tab", { name: "Import history" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel", { name: "Import history" })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/add-products/enquiries/${reference}$`));
  await expect(inboxTab).toHaveAttribute("aria-selected", "true");
  await expect(panel.getByRole("article")).toContainText(`Garage ${unique}`);

  // From the enquiry, its tab's list; the list links each enquiry to its own address.
  await panel.getByRole("link", { name: "All enquiries" }).click();
  await expect(page).toHaveURL(/\/add-products\/enquiries$/);
  await panel.getByRole("link", { name: `Garage ${unique}` }).click();
  await expect(page).toHaveURL(new RegExp(`/add-products/enquiries/${reference}$`));
  await expect(panel.getByRole("article")).toHaveCount(1);

  // An address that names no enquiry says so.
  await page.goto("/add-products/enquiries/Q-0000-NONE");
  await expect(page.getByRole("tabpanel", { name: /Enquiries/ })).toContainText(
    "No enquiry has the reference or number “Q-0000-NONE”.",
  );
});

test("an import opens from its address, linked from the history, with the products it touched", async ({
  page,
  importSheet,
  openStaffArea,
  unique,
}) => {
  const { importId } = await importSheet({
    name: `addressed-${unique}.csv`,
    mimeType: "text/csv",
    buffer: Buffer.from(
      `Product Name,Part No.,Brand,Category\nAddressed Compressor ${unique},ADR-${unique.toUpperCase()},Denso,Compressor\n`,
    ),
  });

  await openStaffArea("/es/add-products/imports");
  const panel = page.getByRole("tabpanel", { name: "Historial de importaciones" });
  await panel.getByRole("link", { name: `Importación n.º ${importId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/es/add-products/imports/${importId}$`));
  await expect(panel.getByRole("listitem")).toHaveCount(1);
  await expect(panel.getByRole("listitem")).toContainText(`addressed-${unique}.csv`);

  await openStaffArea(`/add-products/imports/${importId}`);
  const history = page.getByRole("tabpanel", { name: "Import history" });
  await expect(history.getByRole("listitem")).toContainText(`addressed-${unique}.csv`);
  await history.getByRole("link", { name: "Show the products this import touched" }).click();
  await expect(page.getByRole("tab", { name: "Products" })).toHaveAttribute("aria-selected", "true");
  await expect(
    page.locator(`[data-part-number="ADR-${unique.toUpperCase()}"]`).filter({ visible: true }),
  ).toBeVisible();
  await page.goBack();
  await expect(history.getByRole("listitem")).toContainText(`addressed-${unique}.csv`);
});
