import { expect, test } from "./fixtures.ts";

/**
 * Specification fields as data, end to end (issue 27, decision 100): staff add a field to a category
 * on the "Specifications" tab, fill it in the product form with a unit typed along, and visitors
 * read it in the product page's table. The field has a name of its own and is deleted at the end.
 */
test("staff add a field to a category, fill it in the product form, and visitors read it", async ({
  page,
  openStaffArea,
  unique,
}) => {
  const FIELD = `Inlet ${unique}`;
  const part = `SPEC-${unique.toUpperCase()}`;
  await openStaffArea();
  await page.getByRole("tab", { name: "Specifications" }).click();
  const panel = page.getByRole("region", { name: "Specification fields" });
  await panel.getByLabel("Category").selectOption({ label: "Radiator" });
  await expect(panel.getByTestId("spec-field-rows")).toContainText("key rows · Number");
  await panel.getByRole("button", { name: "Add a field" }).click();
  await panel.getByLabel("Name in English").fill(FIELD);
  await panel.getByLabel("Name in Spanish").fill(`Entrada ${unique}`);
  await panel.getByLabel("Unit").fill("mm");
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(panel.getByRole("status").filter({ hasText: `${FIELD} was added.` })).toBeVisible();
  await panel.screenshot({ path: test.info().outputPath("spec-fields-tab.png") });

  await page.getByRole("tab", { name: "Products" }).click();
  await page.getByRole("button", { name: "Add product" }).click();
  const form = page.getByRole("dialog", { name: "Add a product" });
  await form.getByLabel("Product name").fill(`Radiator ${unique}`);
  await form.getByLabel("Part number").fill(part);
  await form.getByLabel("Brand").selectOption({ label: "Denso" });
  await form.getByLabel("Category").selectOption({ label: "Radiator" });
  const specs = form.getByRole("group", { name: "Specifications" });
  await specs.getByLabel("Core width (mm)").fill("650 mm");
  await specs.getByLabel("Transmission").selectOption({ label: "AT" });
  await specs.getByLabel(`${FIELD} (mm)`).fill("32,5");
  await specs.screenshot({ path: test.info().outputPath("product-form-specs.png") });
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toBeHidden();

  await page.goto(`/es/brands/denso/products/${part}`);
  const table = page.getByRole("table");
  await expect(table.getByRole("row", { name: /Ancho del núcleo/ })).toContainText("650 mm");
  await expect(table.getByRole("row", { name: /Transmisión/ })).toContainText("Automática");
  await expect(table.getByRole("row", { name: new RegExp(`Entrada ${unique}`) })).toContainText("32,5 mm");

  await openStaffArea();
  await page.getByRole("tab", { name: "Specifications" }).click();
  await panel.getByLabel("Category").selectOption({ label: "Radiator" });
  await panel.getByRole("button", { name: `Delete ${FIELD}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(panel.getByRole("status").filter({ hasText: `${FIELD} was deleted.` })).toBeVisible();
});
