import { constants, crc32, deflateRawSync } from "node:zlib";
import { type ZipEntry, zipArchive } from "./zip-archive.ts";

/**
 * A valid .xlsx that is small on the wire and large once inflated: every row names an unknown
 * brand and category and leaves the name empty (three faults a row) and carries a long
 * description, so the sheet XML grows by `descriptionLength` bytes a row. Written in slices, so
 * neither a test nor the memory script ever holds the inflated sheet. The shape of issue 24's
 * 1.8 MB file that inflated to ~300 MB and answered 296,994 faults.
 */
export function sheetBomb({
  rows,
  descriptionLength,
  valid = false,
}: {
  rows: number;
  descriptionLength: number;
  /**
   * Every row a product the import takes (a name, Denso, Compressor) instead of three faults: the
   * shape of issue 41's valid 131 MB sheet, whose import's memory must be given back.
   */
  valid?: boolean;
}): Buffer {
  const description = "A".repeat(descriptionLength);
  const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
  const header = `<row r="1">${["Product Name", "Part No.", "Brand", "Category", "Description"]
    .map((text, column) => cell(`${"ABCDE"[column]}1`, text))
    .join("")}</row>`;
  const row = valid
    ? (n: number) =>
        `<row r="${n}">${cell(`A${n}`, `Denso AC Compressor ${n}`)}${cell(`B${n}`, `BIG-${n}`)}${cell(`C${n}`, "Denso")}${cell(`D${n}`, "Compressor")}${cell(`E${n}`, description)}</row>`
    : (n: number) =>
        `<row r="${n}">${cell(`B${n}`, `BOMB-${n}`)}${cell(`C${n}`, "Nobrand")}${cell(`D${n}`, "Nocategory")}${cell(`E${n}`, description)}</row>`;

  const sheet = new DeflatedEntry("xl/worksheets/sheet1.xml");
  sheet.add(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      header,
  );
  const perSlice = Math.max(1, Math.floor((1 << 20) / (descriptionLength + 200)));
  for (let first = 2; first <= rows + 1; first += perSlice) {
    const parts: string[] = [];
    for (let n = first; n < Math.min(first + perSlice, rows + 2); n++) parts.push(row(n));
    sheet.add(parts.join(""));
  }
  sheet.add("</sheetData></worksheet>");

  const main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
  const relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
  const entries = [
    DeflatedEntry.of(
      "[Content_Types].xml",
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    DeflatedEntry.of(
      "_rels/.rels",
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    DeflatedEntry.of(
      "xl/workbook.xml",
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${relationships}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    DeflatedEntry.of(
      "xl/_rels/workbook.xml.rels",
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${relationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ];
  return zipArchive(entries.map((entry) => entry.zipEntry()));
}

/** One zip entry deflated slice by slice (each slice sync-flushed, so the slices join into one stream). */
class DeflatedEntry {
  readonly name: string;
  readonly slices: Buffer[] = [];
  crc = 0;
  size = 0;

  constructor(name: string) {
    this.name = name;
  }

  static of(name: string, text: string): DeflatedEntry {
    const entry = new DeflatedEntry(name);
    entry.add(text);
    return entry;
  }

  add(text: string): void {
    const data = Buffer.from(text);
    this.crc = crc32(data, this.crc);
    this.size += data.length;
    this.slices.push(deflateRawSync(data, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  }

  zipEntry(): ZipEntry {
    // The final empty block ends the stream.
    const stored = Buffer.concat([...this.slices, Buffer.from([0x03, 0x00])]);
    return { name: this.name, stored, method: 8, declaredSize: this.size, crc: this.crc };
  }
}
