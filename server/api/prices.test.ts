/**
 * Issue 46 through the API, on SQLite and PostgreSQL: a price list uploaded with its price columns,
 * the product's prices and history for staff, buyer groups kept by staff and the price each pays
 * for a quantity; every one of these calls refused without a staff token.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiClient, sheetForm } from "#tests/setup/api-client.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";
import { xlsxOf } from "#tests/setup/workbooks.ts";

const rows = [
  ["Item Name", "Part No", "Brand", "Group", "MRP", "Dealer Price (USD)", "Cost", "GST %"],
  ["Compressor A", "PA-1", "Denso", "Compressor", "₹ 1,250", "$53.79", "2 259,65", "18%"],
];

describe.each(databaseKinds)("prices and buyer groups through the API on %s", { timeout: 120_000 }, (kind) => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startTestServer(kind);
    token = await server.signIn();
  });
  afterEach(async () => {
    await server.close();
  });
  const call = apiClient(() => server.url);

  async function productId(): Promise<number> {
    const form = sheetForm("supplier.xlsx", xlsxOf(rows));
    form.append("publish", "now");
    const upload = await call("POST", "/api/upload-excel", { token, form });
    expect(upload.json, upload.text).toMatchObject({ success: true });
    const details = await call("GET", "/api/products/details/PA-1");
    return (details.json.product as { id: number }).id;
  }

  it("gives staff a product's prices, GST and history, and nobody else", async () => {
    const id = await productId();
    const answer = await call("GET", `/api/products/${id}/prices`, { token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.json).toMatchObject({
      prices: [
        { kind: "cost", amount: "2259.65", currency: "INR" },
        { kind: "dealer", amount: "53.79", currency: "USD" },
        { kind: "mrp", amount: "1250", currency: "INR" },
      ],
      gst: { rate: 18, from: "product" },
    });
    expect(answer.json.history).toHaveLength(3);
    expect((await call("GET", `/api/products/${id}/prices`)).status).toBe(401);
    const gst = await call("PUT", "/api/categories/compressor/gst-rate", { token, json: { rate: 17 } });
    expect(gst.status).toBe(400);
  });

  it("keeps buyer groups and gives a group's price for a quantity", async () => {
    const id = await productId();
    const groups = await call("GET", "/api/buyer-groups", { token });
    expect((groups.json.groups as { name: string }[]).map((group) => group.name)).toEqual([
      "Workshop",
      "Retailer",
      "Distributor",
    ]);
    const retailer = (groups.json.groups as { id: number; name: string }[]).find((group) => group.name === "Retailer");
    const price = (group: number, quantity: number) =>
      call("GET", `/api/products/${id}/group-price?group=${group}&quantity=${quantity}`, { token });
    // The retailer's rule as seeded: 20% off MRP, 25% from 10 pieces.
    expect((await price(retailer?.id ?? 0, 2)).json.price).toMatchObject({
      unit: "1000.00",
      total: "2000.00",
      currency: "INR",
    });
    expect((await price(retailer?.id ?? 0, 10)).json.price).toMatchObject({ unit: "937.50", total: "9375.00" });

    const made = await call("POST", "/api/buyer-groups", {
      token,
      json: {
        name: "Fleet owners",
        rule: { base: "cost", adjust: "margin", tiers: [{ minQuantity: 1, percent: 12.5 }] },
      },
    });
    expect(made.status).toBe(201);
    const fleet = made.json.group as { id: number; kind: string };
    expect(fleet.kind).toBe("custom");
    expect((await price(fleet.id, 3)).json.price).toMatchObject({ unit: "2542.11", total: "7626.33" });
    // A name another group has, in any case, is refused; so is a rule that is none.
    expect(
      (
        await call("POST", "/api/buyer-groups", {
          token,
          json: { name: "retailer", rule: { base: "mrp", adjust: "none", tiers: [{ minQuantity: 1, percent: 0 }] } },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await call("PATCH", `/api/buyer-groups/${fleet.id}`, {
          token,
          json: { rule: { base: "mrp", adjust: "discount", tiers: [{ minQuantity: 1, percent: 150 }] } },
        })
      ).status,
    ).toBe(400);
    const changed = await call("PATCH", `/api/buyer-groups/${fleet.id}`, {
      token,
      json: { rule: { base: "dealer", adjust: "none", tiers: [{ minQuantity: 1, percent: 0 }] } },
    });
    expect(changed.status).toBe(200);
    expect((await price(fleet.id, 2)).json.price).toMatchObject({ unit: "53.79", total: "107.58", currency: "USD" });
    // A group whose base price the product lacks has no price for it.
    await call("PATCH", `/api/buyer-groups/${fleet.id}`, {
      token,
      json: { rule: { base: "distributor", adjust: "none", tiers: [{ minQuantity: 1, percent: 0 }] } },
    });
    expect((await price(fleet.id, 1)).json.price).toBeNull();
    // Staff's own groups may go; the three the catalogue starts with stay.
    expect((await call("DELETE", `/api/buyer-groups/${retailer?.id}`, { token })).status).toBe(409);
    expect((await call("DELETE", `/api/buyer-groups/${fleet.id}`, { token })).status).toBe(200);
    expect((await call("GET", "/api/buyer-groups")).status).toBe(401);
    expect((await call("GET", `/api/products/${id}/group-price?group=1`)).status).toBe(401);
  });
});
