import { beforeEach, describe, expect, it } from "vitest";
import { parseShortageText } from "#app/catalogue/shortage-list.ts";
import { productInput } from "#tests/setup/product-input.ts";
import { databaseKinds, databasePerTest } from "#tests/setup/test-database.ts";
import { upsertProducts } from "../products/product-writes.server.ts";
import { matchShortageLines } from "./shortage-matching.server.ts";
import { shortageFromForm } from "./shortage-upload.server.ts";

describe.each(databaseKinds)("a shortage list matched on %s", (kind) => {
  const database = databasePerTest(kind);
  beforeEach(async () => {
    await upsertProducts(database.db, [
      productInput({ name: "City compressor", partNumber: "447652-1005" }),
      productInput({
        name: "Sanden compressor",
        partNumber: "SD7V16-1008",
        brandSlug: "sanden",
        crossReferences: "DWCP-71870",
      }),
      productInput({ name: "Sanden compressor, 12 V", partNumber: "SD7V16-1009", brandSlug: "sanden" }),
      // One OE number, two makers' parts: the buyer chooses.
      productInput({
        name: "Creta compressor",
        partNumber: "HCC-1",
        brandSlug: "hanon-systems",
        oeNumbers: "97701-2S000",
      }),
      productInput({
        name: "Creta compressor, Valeo",
        partNumber: "VAL-1",
        brandSlug: "valeo",
        oeNumbers: "97701-2S000",
      }),
      productInput({ name: "Hidden draft", partNumber: "DRAFT-1", status: "draft" }),
    ]);
  });

  it("adds one match, offers several, keeps none as text, and says how each matched", async () => {
    const lines = parseShortageText(
      ["447652 1005 x2", "2 pcs DWCP-71870", "OE 97701-2S000 qty 3", "sanden sd7v16 1", "XYZ-000 4", "DRAFT-1"].join(
        "\n",
      ),
    );
    const matched = await matchShortageLines(database.db, lines);
    const summary = matched.map((line) => ({
      text: line.text,
      quantity: line.quantity,
      found: line.matches.map((match) =>
        match.how.kind === "words"
          ? `${match.product.partNumber} words`
          : `${match.product.partNumber} ${match.how.kind} ${match.how.number}`,
      ),
    }));
    expect(summary).toEqual([
      { text: "447652 1005", quantity: 2, found: ["447652-1005 partNumber 447652-1005"] },
      { text: "DWCP-71870", quantity: 2, found: ["SD7V16-1008 xref DWCP-71870"] },
      {
        text: "OE 97701-2S000",
        quantity: 3,
        found: ["HCC-1 oe 97701-2S000", "VAL-1 oe 97701-2S000"],
      },
      {
        text: "sanden sd7v16",
        quantity: 1,
        found: ["SD7V16-1008 partNumber SD7V16-1008", "SD7V16-1009 partNumber SD7V16-1009"],
      },
      { text: "XYZ-000", quantity: 4, found: [] },
      // A draft is not public: the line stays text.
      { text: "DRAFT-1", quantity: 1, found: [] },
    ]);
  });

  it("reads a small CSV of number and quantity, its header row left out", async () => {
    const form = new FormData();
    form.set("_action", "match");
    const csv = "Part number,Qty\n447652-1005,2\nDWCP-71870,1\n";
    form.set("file", new File([csv], "shortage.csv", { type: "text/csv" }));
    const answer = await shortageFromForm(database.db, form);
    expect(answer.ok && answer.matched.map((line) => [line.quantity, line.matches[0]?.product.partNumber])).toEqual([
      [2, "447652-1005"],
      [1, "SD7V16-1008"],
    ]);
    const nothing = new FormData();
    nothing.set("pasted", "  \n ");
    expect(await shortageFromForm(database.db, nothing)).toEqual({ ok: false, error: "empty" });
  });

  it("reads a line in words as the search does, in the list's vehicle, and proposes its best (issue 43)", async () => {
    await upsertProducts(database.db, [
      productInput({
        name: "Creta condenser",
        partNumber: "SBR-CD1313",
        categorySlug: "condenser",
        fits: "Hyundai Creta 2020-",
      }),
      productInput({
        name: "Verna condenser",
        partNumber: "VRN-CD1",
        categorySlug: "condenser",
        fits: "Hyundai Verna 2017-",
      }),
      productInput({
        name: "Swift radiator fan",
        partNumber: "SWF-FAN-2",
        categorySlug: "radiator-fan-assembly",
        fits: "Maruti Suzuki Swift 2018-",
      }),
    ]);
    const lines = parseShortageText(
      ["creta condenser 1", "radiator fan swift qty 2", "condenser", "XYZ-000 4"].join("\n"),
    );
    const byLine = async (vehicle: string) =>
      (await matchShortageLines(database.db, lines, { words: { vehicle } })).map((line) => ({
        text: line.text,
        quantity: line.quantity,
        found: line.matches.map((match) => `${match.product.partNumber} ${match.how.kind}`),
      }));
    const onACreta = await byLine("Hyundai Creta 2021");
    expect(onACreta[0]).toEqual({ text: "creta condenser", quantity: 1, found: ["SBR-CD1313 words"] });
    // Its own vehicle named, the line is read in it, whatever the list's.
    expect(onACreta[1]).toEqual({ text: "radiator fan swift", quantity: 2, found: ["SWF-FAN-2 words"] });
    // A line naming no vehicle is read in the list's: the Creta's condenser, not the Verna's.
    expect(onACreta[2]?.found[0]).toBe("SBR-CD1313 words");
    // A number nothing matches is no words: it stays typed.
    expect(onACreta[3]).toEqual({ text: "XYZ-000", quantity: 4, found: [] });
    // Without a vehicle, every condenser may be it, the best first.
    expect((await byLine(""))[2]?.found).toEqual(expect.arrayContaining(["SBR-CD1313 words", "VRN-CD1 words"]));
    // A scanned label's text is never read as words.
    expect((await matchShortageLines(database.db, lines, { prefixes: false }))[0]?.matches).toEqual([]);
  });
});
