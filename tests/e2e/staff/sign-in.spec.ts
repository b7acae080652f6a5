import type { Page } from "@playwright/test";
import { fixturePath as fixture } from "../../setup/fixtures.ts";
import { adminPassword, adminUsername } from "../servers.ts";
import { expect, test } from "./fixtures.ts";
import { alertWith, EXCEL_INPUT, openUpload } from "./staff-screen.ts";

/**
 * Getting into the staff area and out of it: the sign-in form (the one place the tests sign in by
 * hand; elsewhere tests/e2e/staff/fixtures.ts makes the session through the API), the guard before
 * the staff pages, a session that ends, logout, and the signed-in screen on a phone in Spanish.
 */

async function signInWithForm(page: Page, { language = "en" }: { language?: "en" | "es" } = {}) {
  const prefix = language === "es" ? "/es" : "";
  await page.goto(`${prefix}/login`);
  await page.getByLabel(language === "es" ? "Usuario" : "Username").fill(adminUsername);
  await page.getByLabel(language === "es" ? "Contraseña" : "Password", { exact: true }).fill(adminPassword);
  await page.getByRole("button", { name: language === "es" ? "Iniciar sesión" : "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/add-products$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    language === "es" ? "Añadir productos" : "Add Products",
  );
}

test.describe("signing in", () => {
  test.use({ expectedConsole: [/status of 401/] });

  test("asks for both fields, shows the server's refusal, then signs in with the right password", async ({ page }) => {
    await page.goto("/login");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const signInButton = page.getByRole("button", { name: "Sign in" });
    await signInButton.click();
    await expect(page.getByText("Please enter your username.")).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Username")).toBeFocused();
    await expect(page.getByLabel("Username")).toHaveAccessibleDescription("Please enter your username.");

    await page.getByLabel("Username").fill(adminUsername);
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await signInButton.click();
    await expect(alertWith(page, "Invalid username or password")).toHaveText("Invalid username or password");
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await page.getByLabel("Password", { exact: true }).fill(adminPassword);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/add-products$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toMatch(/.{20,}/);
    await expect(page.getByRole("heading", { name: "Choose upload type" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Excel Upload" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Image Upload" })).toBeVisible();
  });
});

test.describe("the guard", () => {
  test("sends a visitor without a token to /login, in the page's language", async ({ page, request }) => {
    // The server never renders the staff page itself: only a neutral shell.
    const html = await (await request.get("/add-products")).text();
    expect(html).not.toContain("Uploaded Products");
    expect(html).toMatch(/<meta name="robots" content="noindex/);

    await page.goto("/add-products");
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff sign in");
    await page.goto("/es/add-products");
    await expect(page).toHaveURL(/\/es\/login$/);
    await expect(page.getByRole("button", { name: "Iniciar sesión" })).toBeVisible();
  });
});

test("works on a phone, in Spanish", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithForm(page, { language: "es" });
  await expect(page.getByRole("button", { name: "Subir Excel" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Productos subidos" })).toBeVisible();
  // Phones get a list of cards instead of the wide table.
  await expect(page.getByRole("table", { name: /Productos subidos/ })).toBeHidden();
  await expect(page.getByRole("list", { name: "Productos subidos" }).getByRole("listitem").first()).toBeVisible();
  const logout = page.getByRole("button", { name: "Salir" });
  await expect(logout).toBeVisible();
  // Logout sits in the staff area's own top bar, above the tabs, never over them.
  const tabBox = await page.getByRole("tab", { name: /Consultas/ }).boundingBox();
  const logoutBox = await logout.boundingBox();
  expect((logoutBox?.y ?? 0) + (logoutBox?.height ?? 0)).toBeLessThanOrEqual(tabBox?.y ?? 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe(() => {
  test.use({ expectedConsole: [/status of 401/] });

  test("an expired session goes back to sign-in and says so", async ({ page, openStaffArea }) => {
    await openStaffArea();
    await openUpload(page, "Excel Upload");
    await page.evaluate(() => localStorage.setItem("token", "expired-or-revoked-token"));
    await page.getByLabel(EXCEL_INPUT).setInputFiles(fixture("catalogue-300.xlsx"));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Your session has ended. Please sign in again to continue.")).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    // The reason lives in the history entry, which a reload keeps and the server never sees.
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(page.getByText("Your session has ended. Please sign in again to continue.")).toBeVisible();

    // Opening the page with a dead token ends the same way.
    await page.evaluate(() => localStorage.setItem("token", "expired-or-revoked-token"));
    await page.goto("/add-products");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("logout revokes the token on the server and returns to /login", async ({ page, request, openStaffArea }) => {
    await openStaffArea();
    const token = await page.evaluate(() => localStorage.getItem("token"));
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const after = await request.get("/api/enquiries", { headers: { authorization: `Bearer ${token}` } });
    expect(after.status()).toBe(401);
  });
});
