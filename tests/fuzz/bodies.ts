import fc from "fast-check";
import type { BodyKind } from "./fuzz-request.ts";
import { edgeNumbers } from "./targets.ts";

// Bodies: JSON objects with the API's own field names, urlencoded forms with the pages' field
// names, multipart uploads with the upload fields (whole, or cut at a random byte), raw bytes.

export interface GeneratedBody {
  kind: BodyKind;
  /** undefined sends no Content-Type. */
  contentType: string | undefined;
  bytes: Uint8Array;
}

const fieldNames = [
  "username",
  "password",
  "oldPassword",
  "name",
  "email",
  "phone",
  "message",
  "language",
  "website",
  "partNumber",
  "productId",
  "ids",
  "id",
  "brand",
  "category",
  "slug",
  "newSlug",
  "order",
  "status",
  "description",
  "oeNumbers",
  "crossReferences",
  "fits",
  "rating",
  "handled",
  "dryRun",
  "mapping",
];

/** Text values: ordinary, empty, huge, and the characters databases disagree on (NUL, lone surrogates). */
const text = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom("denso", "447652-1005", "Ravi Kumar", "ravi@example.com", "+91 98765 43210", "es", ""),
  },
  { weight: 2, arbitrary: fc.string({ maxLength: 60 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("a\u0000b", "\u0000", "\ud800", "\u202e", "=cmd|' /C calc'!A0", "<script>x</script>"),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 20_000 }).map((length) => "y".repeat(length)) },
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { weight: 4, arbitrary: text },
    { weight: 2, arbitrary: fc.constantFrom(...edgeNumbers).map(Number) },
    { weight: 1, arbitrary: fc.constantFrom(2 ** 31, 2 ** 53, -1, 0, 1.5, 1e308, true, false, null) },
    { weight: 1, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), tie("value"), { maxKeys: 3 }) },
  ),
})).value;

const json: fc.Arbitrary<GeneratedBody> = fc
  .oneof(
    {
      weight: 6,
      arbitrary: fc.dictionary(fc.constantFrom(...fieldNames), jsonValue, { maxKeys: 5 }).map((o) => JSON.stringify(o)),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"username": "x", "password": ',
        "[]",
        "null",
        '"x"',
        "{}".repeat(10),
        "\ufeff{}",
        '{"__proto__": {"x": 1}}',
      ),
    },
    { weight: 1, arbitrary: jsonValue.map((value) => JSON.stringify(value) ?? "") },
  )
  .chain((body) =>
    fc
      .constantFrom(
        "application/json",
        "application/json",
        "application/json; charset=utf-16",
        "application/vnd.api+json",
        "text/plain",
      )
      .map((contentType) => ({ kind: "json" as const, contentType, bytes: Buffer.from(body) })),
  );

const formPairs = fc.array(fc.tuple(fc.constantFrom(...fieldNames, "intent", "_data"), text), { maxLength: 6 });
const form: fc.Arbitrary<GeneratedBody> = fc.oneof(
  formPairs.map((pairs) => ({
    kind: "form" as const,
    contentType: "application/x-www-form-urlencoded",
    bytes: Buffer.from(new URLSearchParams(pairs).toString()),
  })),
  fc.constantFrom("%", "a=%ZZ&b", "=&=&=", "a=1&a=2&a[]=3", "name=%00").map((raw) => ({
    kind: "form" as const,
    contentType: "application/x-www-form-urlencoded; charset=latin1",
    bytes: Buffer.from(raw),
  })),
);

/** A form post far over any sensible limit (issue 24, item 4); a megabyte or two keeps a case cheap. */
const bigForm: fc.Arbitrary<GeneratedBody> = fc.integer({ min: 1, max: 2 }).map((megabytes) => ({
  kind: "big-form" as const,
  contentType: "application/x-www-form-urlencoded",
  bytes: Buffer.from(
    `name=Ravi&email=ravi%40example.com&phone=9876543210&message=${"m".repeat(megabytes * 1024 * 1024)}`,
  ),
}));

/** A 1x1 PNG: a file the photo pipeline really decodes. */
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const filePart = fc.record({
  field: fc.constantFrom("excel", "images[]", "images", "image", "file"),
  name: fc.constantFrom(
    "a.csv",
    "catalogue.xlsx",
    "447652-1005.png",
    "x.jpg",
    "../../etc/passwd",
    `${"n".repeat(300)}.png`,
    "",
  ),
  type: fc.constantFrom("text/csv", "image/png", "application/octet-stream", "image/svg+xml"),
  content: fc.oneof(
    fc.constant(Buffer.from("Part No.,Name,Brand,Category\r\nX-1,Cooling coil,denso,compressor\r\n")),
    fc.constant(tinyPng),
    fc.constant(Buffer.from("PK\u0003\u0004")),
    fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  ),
});

const textPart = fc.tuple(fc.constantFrom("dryRun", "mapping", "mappingId", "name", "x"), text);

const multipart: fc.Arbitrary<GeneratedBody> = fc
  .tuple(
    fc.constantFrom("XB", "----fuzz", "b".repeat(70)),
    fc.array(filePart, { maxLength: 3 }),
    fc.array(textPart, { maxLength: 3 }),
    // Where a cut body stops, in thousandths of its length; unbiased, or every cut would be near 0.
    fc.oneof(
      { weight: 2, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.noBias(fc.integer({ min: 0, max: 999 })) },
    ),
  )
  .map(([boundary, files, fields, cutAt]) => {
    const parts = [
      ...fields.map(([name, value]) =>
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      ),
      ...files.map((file) =>
        Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
          ),
          file.content,
          Buffer.from("\r\n"),
        ]),
      ),
      Buffer.from(`--${boundary}--\r\n`),
    ];
    const whole = Buffer.concat(parts);
    // A body cut short, yet framed as complete: what a proxy forwards when the client's upload broke off.
    const cut = cutAt === undefined ? whole : whole.subarray(0, Math.floor((whole.length * cutAt) / 1000));
    return {
      kind: cutAt === undefined ? ("multipart" as const) : ("cut-multipart" as const),
      contentType: `multipart/form-data; boundary=${boundary}`,
      bytes: cut,
    };
  });

const bytes: fc.Arbitrary<GeneratedBody> = fc
  .tuple(
    fc.uint8Array({ maxLength: 4000 }),
    fc.constantFrom(
      undefined,
      "image/webp",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "text/plain; charset=unknown-8",
    ),
  )
  .map(([raw, contentType]) => ({ kind: "bytes" as const, contentType, bytes: Buffer.from(raw) }));

export const noBody: GeneratedBody = { kind: "none", contentType: undefined, bytes: new Uint8Array() };

export const bodyArbitrary: fc.Arbitrary<GeneratedBody> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(noBody) },
  { weight: 5, arbitrary: json },
  { weight: 3, arbitrary: form },
  { weight: 4, arbitrary: multipart },
  { weight: 1, arbitrary: bytes },
  { weight: 1, arbitrary: bigForm },
);
