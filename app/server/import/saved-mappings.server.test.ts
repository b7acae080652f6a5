import { describe, expect, it } from "vitest";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import {
  deleteSavedMapping,
  findSavedMapping,
  listSavedMappings,
  renameSavedMapping,
  saveMapping,
} from "./saved-mappings.server.ts";

const tallyMapping = {
  columns: { partNumber: "Item Code", name: "Item Name", brand: "Company", category: "Group" },
  values: { brand: { "Subros Ltd": "subros" } },
};

describe.each(databaseKinds)("saved mappings on %s", (kind) => {
  const database = databasePerTest(kind);

  const save = (layoutKey: string, name: string, mapping: object, at: string) =>
    saveMapping(
      database.db,
      { layoutKey, name, headers: ["Item Code", "Item Name", "Company", "Group"], mapping },
      new Date(at),
    );

  it("finds a mapping by its header layout, and nothing for another layout", async () => {
    await save("layout-a", "tally-price-list", tallyMapping, "2026-11-24T06:00:00.000Z");
    expect(await findSavedMapping(database.db, "layout-a")).toEqual({
      id: expect.any(Number),
      name: "tally-price-list",
      mapping: tallyMapping,
    });
    expect(await findSavedMapping(database.db, "layout-b")).toBeUndefined();
  });

  it("updates the mapping of a layout saved again, keeping the name staff gave it", async () => {
    await save("layout-a", "tally-price-list", tallyMapping, "2026-11-24T06:00:00.000Z");
    const [first] = await listSavedMappings(database.db);
    expect(await renameSavedMapping(database.db, first?.id ?? 0, "Shree Ganesh (Tally)")).toBe(true);
    const changed = { ...tallyMapping, fixed: { category: "radiator" } };
    await save("layout-a", "november-list", changed, "2026-11-25T06:00:00.000Z");
    expect(await listSavedMappings(database.db)).toEqual([
      {
        id: first?.id,
        name: "Shree Ganesh (Tally)",
        headers: ["Item Code", "Item Name", "Company", "Group"],
        mapping: changed,
        createdAt: "2026-11-24T06:00:00.000Z",
        updatedAt: "2026-11-25T06:00:00.000Z",
      },
    ]);
  });

  it("lists the latest first, and deletes one", async () => {
    await save("layout-a", "first", tallyMapping, "2026-11-24T06:00:00.000Z");
    await save("layout-b", "second", tallyMapping, "2026-11-24T07:00:00.000Z");
    const listed = await listSavedMappings(database.db);
    expect(listed.map((entry) => entry.name)).toEqual(["second", "first"]);
    expect(await deleteSavedMapping(database.db, listed[0]?.id ?? 0)).toBe(true);
    expect(await deleteSavedMapping(database.db, listed[0]?.id ?? 0)).toBe(false);
    expect(await renameSavedMapping(database.db, 999_999, "x")).toBe(false);
    expect((await listSavedMappings(database.db)).map((entry) => entry.name)).toEqual(["first"]);
  });
});
