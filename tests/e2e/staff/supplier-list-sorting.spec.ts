import AxeBuilder from "@axe-core/playwright";
import { xlsxOf } from "../../setup/workbooks.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Issue 26 on a 390 px phone: a supplier's list with no category column and 127 unknown brand
 * spellings. Staff place rows by their words, see the brands as groups with the closest known one
 * pre-selected, settle one group, skip the rest at once, and learn how many rows are not the
 * catalogue's (decisions 091 and 092). Nothing is imported: the API tests cover the commit.
 */

// The previews before every brand is settled are refused (400), which the browser logs.
test.use({ expectedConsole: [/status of 400/] });

/** Made-up makers that name nothing alike: syllables that differ in two letters or more. */
const first = ["kor", "tal", "bri", "zen", "mok", "pla", "dru", "fen", "gai", "hux", "jov", "wyn"];
const second = ["vex", "dal", "min", "tor", "sup", "lan", "gio", "bek", "rus", "hom"];
const madeUp = first.flatMap((a) => second.map((b) => `${a[0]?.toUpperCase()}${a.slice(1)}${b}`));
const realistic = [
  "Subros Ltd",
  "Subros Pvt Ltd",
  "Honda",
  "Honda/Acura",
  "Mahle/Knecht",
  "Knecht/Mahle",
  "Ford Motorcraft",
];
const parts = ["AC Compressor Denso 10S17C", "Radiator Maruti Swift", "Condenser Honda City"];
/** Other goods of the list, all under a maker the catalogue lacks, which nobody is asked about. */
const otherGoods = [
  "Oil for compressor PAG 46",
  "Brake pads front",
  "Cabin filter Hyundai Creta",
  "Radiator cap 1.1 bar",
];

test("127 unknown brands are a few decisions on a phone, and rows are placed by their words", async ({
  page,
  openStaffArea,
  unique,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const brands = [...realistic, ...madeUp];
  expect(brands).toHaveLength(127);
  const rows = [
    ...brands.map((brand, index) => [`${unique}-${index}`, `${parts[index % parts.length]} ${index}`, brand]),
    ...Array.from({ length: 40 }, (_, index) => [
      `${unique}-X${index}`,
      otherGoods[index % otherGoods.length],
      "Castrol",
    ]),
  ];

  await openStaffArea();
  await page.getByRole("button", { name: "Excel Upload" }).click();
  await page.getByLabel("Drag and drop your Excel file here, or click to choose it").setInputFiles({
    name: `supplier-${unique}.xlsx`,
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsxOf([["Item Code", "Item Name", "Company"], ...rows]),
  });

  const mapping = page.getByRole("region", { name: "Columns" });
  await mapping.getByLabel("Category of every row").selectOption({ label: "From each row's name and description" });
  await expect(mapping.getByText(/is placed only when its name is surely about/)).toBeVisible();
  await mapping.getByRole("button", { name: "Check again with these choices" }).click();

  // 127 spellings, 124 groups: the largest ten first, the closest known brand already chosen.
  await expect(mapping.getByRole("heading", { name: "Brands (124 groups)" })).toBeVisible();
  await expect(mapping.getByRole("combobox", { name: /: \d+ rows?$/ })).toHaveCount(10);
  await expect(mapping.getByLabel("Subros Ltd: 2 rows")).toHaveValue("subros");
  await expect(mapping.getByText("Also written Subros Pvt Ltd")).toBeVisible();
  await expect(mapping.getByLabel("Mahle/Knecht: 2 rows")).toHaveValue("mahle-behr");
  await mapping.getByRole("button", { name: "Show all 124 groups" }).click();
  await expect(mapping.getByRole("combobox", { name: /: \d+ rows?$/ })).toHaveCount(124);

  await mapping.getByLabel("Ford Motorcraft: 1 row").selectOption({ label: 'Create a new brand "Ford Motorcraft"' });
  await expect(mapping.getByText("Groups not decided yet: 121")).toBeVisible();
  await mapping.getByLabel("Skip all remaining (leave their rows out)").check();
  await mapping.getByRole("button", { name: "Check again with these choices" }).click();

  await expect(page.getByText("The sheet is valid. Nothing has changed yet: press Import to apply it.")).toBeVisible();
  await expect(
    page.getByText("40 of these rows are not air-conditioning or cooling parts", { exact: false }),
  ).toBeVisible();
  await expect(page.getByText("The import will also create brand Ford Motorcraft.")).toBeVisible();
  const results = await new AxeBuilder({ page })
    .include("main")
    .withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`)).toEqual([]);
  // The page itself never scrolls sideways on the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("unknown-brands-phone.png"), fullPage: false });
});
