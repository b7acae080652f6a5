import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

/**
 * Brands as data, end to end: staff add a brand on the "Brands & categories" tab, feature it, and
 * visitors find it in the menu (desktop and phone; decision 183); a renamed address answers 301; a
 * hidden brand leaves the menu.
 * Each test's brand has a name of its own; the fixtures delete it afterwards.
 */

/** Opens the staff tab, signed in. */
async function openTaxonomyTab(page: Page, openStaffArea: (path: string) => Promise<void>) {
  await openStaffArea("/add-products");
  await page.getByRole("tab", { name: "Brands & categories" }).click();
}

function brandsSection(page: Page, name = "Brands") {
  return page.getByRole("region", { name, exact: true });
}

test("staff add a brand, feature it, and visitors find it in the menu, on a desktop and on a phone", async ({
  page,
  openStaffArea,
  unique,
}) => {
  const BRAND = `Zephyr Thermal ${unique}`;
  const slug = `zephyr-thermal-${unique}`;
  await openTaxonomyTab(page, openStaffArea);
  const brands = brandsSection(page);
  await expect(brands.getByTestId("brand-denso")).toBeVisible();
  await brands.getByRole("button", { name: "Add brand" }).click();
  await brands.getByLabel("Name", { exact: true }).fill(BRAND);
  await brands.getByRole("button", { name: "Add", exact: true }).click();
  await expect(brands.getByRole("status").filter({ hasText: `${BRAND} was added.` })).toBeVisible();
  await expect(brands.getByTestId(`brand-${slug}`)).toContainText(`/brands/${slug} · 0 products`);
  // A brand added later is in the menus only once staff feature it.
  await brands
    .getByTestId(`brand-${slug}`)
    .getByRole("button", { name: `Feature ${BRAND}` })
    .click();
  await expect(brands.getByRole("status").filter({ hasText: `${BRAND} is featured` })).toBeVisible();
  await expect(brands.getByTestId(`brand-${slug}`)).toContainText("Featured");

  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await nav.getByRole("button", { name: "Brands" }).click();
  await expect(nav.getByRole("link", { name: BRAND, exact: true })).toHaveAttribute("href", `/brands/${slug}`);
  await nav.getByRole("link", { name: BRAND, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(BRAND);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const panel = page.locator("nav[id]").filter({ has: page.getByRole("button", { name: "Marcas" }) });
  await panel.getByRole("button", { name: "Marcas" }).click();
  await expect(panel.getByRole("link", { name: BRAND })).toHaveAttribute("href", `/es/brands/${slug}`);
});

test("a brand with products cannot be deleted, and the screen says so", async ({ page, openStaffArea }) => {
  await openTaxonomyTab(page, openStaffArea);
  const denso = brandsSection(page).getByTestId("brand-denso");
  await denso.getByRole("button", { name: "Delete Denso" }).click();
  await expect(
    brandsSection(page)
      .getByRole("alert")
      .filter({ hasText: "Denso has products, so it cannot be deleted. Hide it instead" }),
  ).toBeVisible();
});

test("renaming the address keeps the old one answering 301; hiding takes it off the menu", async ({
  page,
  request,
  adminApi,
  createBrand,
  openStaffArea,
  unique,
}) => {
  const BRAND = `Zephyr Thermal ${unique}`;
  const { slug } = await createBrand(BRAND);
  // In the menus, so that hiding it has something to take away.
  expect((await adminApi.patch(`/api/brands/${slug}`, { data: { featured: true } })).ok()).toBe(true);
  const renamed = `zephyr-${unique}`;
  await openTaxonomyTab(page, openStaffArea);
  const brands = brandsSection(page);
  const row = brands.getByTestId(`brand-${slug}`);
  await row.getByRole("button", { name: `Edit ${BRAND}` }).click();
  const form = row.getByRole("form", { name: `Edit ${BRAND}` });
  await form.getByLabel("Address (slug)").fill(renamed);
  await form.getByLabel("Description", { exact: true }).fill("Radiators and fans from Zephyr.");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(brands.getByRole("status").filter({ hasText: `${BRAND} was saved.` })).toBeVisible();

  for (const prefix of ["", "/es"]) {
    const old = await request.get(`${prefix}/brands/${slug}?page=1`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`${prefix}/brands/${renamed}?page=1`);
  }
  await page.goto(`/brands/${renamed}`);
  await expect(page.getByText("Radiators and fans from Zephyr.")).toBeVisible();

  await openTaxonomyTab(page, openStaffArea);
  await brandsSection(page)
    .getByTestId(`brand-${renamed}`)
    .getByRole("button", { name: `Hide ${BRAND}` })
    .click();
  await expect(
    brandsSection(page)
      .getByRole("status")
      .filter({ hasText: `${BRAND} is hidden` }),
  ).toBeVisible();
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await nav.getByRole("button", { name: "Brands" }).click();
  await expect(nav.getByRole("link", { name: "Denso", exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: BRAND })).toHaveCount(0);
});
