import { describe, expect, it } from "vitest";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { listsNoVehicle } from "./list-products.server.ts";

// Issue 42's growth bench: at a million products, `id not in (select product_id from product_fitments)`
// ran as a subplan read again for every product once the fitment ids outgrew work_mem, and the count of
// products without a vehicle took minutes. PostgreSQL plans NOT EXISTS as an anti-join at any size.
describe.each(databaseKinds.filter((kind) => kind === "postgres"))("products that list no vehicle, on %s", (kind) => {
  const database = databasePerTest(kind);

  it("are found by an anti-join, never a subplan per product", async () => {
    const plan = await database.db
      .selectFrom("products")
      .select((eb) => eb.fn.countAll().as("total"))
      .where(listsNoVehicle)
      .explain();
    const text = plan.map((row) => Object.values(row).join(" ")).join("\n");
    expect(text).toContain("Anti Join");
    expect(text).not.toContain("SubPlan");
  });
});
