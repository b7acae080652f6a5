import fc from "fast-check";
import { brands } from "#app/catalogue/brands.ts";
import type { GeneratedBody } from "./bodies.ts";
import { edgeNumbers } from "./targets.ts";

// Calls with the fields their schemas ask for (those schemas are strict: a random field name is
// refused before anything reaches the database), holding values the databases may disagree on.

interface ShapedCall {
  method: string;
  path: string;
  /** A valid value for each field the call takes: a case swaps one or two of them for odd ones. */
  fields: Record<string, unknown>;
  staff: boolean;
  encoding: "json" | "form" | "query";
}

const term = {
  name: "Fuzz Brand",
  slug: "fuzz-brand",
  translations: { es: { name: "" } },
  navLabel: "Fuzz",
  description: "",
  aliases: [],
  visible: true,
  sortOrder: 5,
};
const product = {
  name: "Cooling coil",
  partNumber: "FZ-1",
  brand: "denso",
  category: "compressor",
  description: "",
  rating: 4,
  oeNumbers: "97701-2S000",
  crossReferences: "",
  fits: "Hyundai Creta 2020-",
};
const enquiry = {
  name: "Ravi",
  email: "ravi@example.com",
  phone: "+91 98765 43210",
  message: "Price?",
  language: "en",
};

const calls: readonly ShapedCall[] = [
  {
    method: "POST",
    path: "/api/login",
    fields: { username: "someone", password: "secret-secret" },
    staff: false,
    encoding: "json",
  },
  { method: "POST", path: "/api/enquiries", fields: enquiry, staff: false, encoding: "json" },
  { method: "POST", path: "/contact", fields: enquiry, staff: false, encoding: "form" },
  {
    method: "POST",
    path: "/es/subscribe",
    fields: { email: "ravi@example.com", language: "es" },
    staff: false,
    encoding: "form",
  },
  {
    method: "GET",
    path: "/api/products",
    fields: { q: "coil", brand: "denso", make: "Hyundai", year: "2020", limit: "5", offset: "0" },
    staff: false,
    encoding: "query",
  },
  {
    method: "GET",
    path: "/search",
    fields: { q: "coil", make: "Hyundai", page: "2" },
    staff: false,
    encoding: "query",
  },
  {
    method: "POST",
    path: "/api/admins",
    fields: { username: "new-staff", password: "a-long-password-1" },
    staff: true,
    encoding: "json",
  },
  { method: "POST", path: "/api/brands", fields: term, staff: true, encoding: "json" },
  {
    method: "PATCH",
    path: "/api/categories/compressor",
    fields: { description: "Compressors" },
    staff: true,
    encoding: "json",
  },
  {
    method: "PUT",
    path: "/api/brands/order",
    fields: { slugs: brands.map((brand) => brand.slug) },
    staff: true,
    encoding: "json",
  },
  { method: "POST", path: "/api/products", fields: product, staff: true, encoding: "json" },
  { method: "PUT", path: "/api/products/{id}", fields: product, staff: true, encoding: "json" },
  { method: "PATCH", path: "/api/enquiries/{id}", fields: { status: "handled" }, staff: true, encoding: "json" },
  { method: "DELETE", path: "/api/products/delete", fields: { id: 1 }, staff: true, encoding: "json" },
];

/** Mostly the right type (text), often with a NUL or a control character; now and then a number. */
const value = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "Denso",
      "denso",
      "447652-1005",
      "ravi@example.com",
      "+91 98765 43210",
      "en",
      "new",
      "Hyundai Creta 2020-",
      "",
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom("a\u0000b", "\u0000", "x\u0001y", "line\r\nbreak", "\u007f", "\ud83d", "é\u0300"),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constantFrom(...edgeNumbers) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 31, 2 ** 53, -1, 0, true, null) },
  { weight: 1, arbitrary: fc.constant(brands.map((brand) => brand.slug)) },
);

const asText = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

export interface ShapedRequest {
  method: string;
  target: string;
  staff: boolean;
  body: GeneratedBody | undefined;
}

export const shapedCallArbitrary: fc.Arbitrary<ShapedRequest> = fc.constantFrom(...calls).chain((call) => {
  const names = Object.keys(call.fields);
  return fc
    .tuple(
      fc.subarray(names, { minLength: 0, maxLength: Math.min(2, names.length) }),
      fc.array(value, { minLength: 2, maxLength: 2 }),
      fc.constantFrom("1", "240", ...edgeNumbers),
      fc.nat(),
    )
    .map(([swapped, odd, id, serial]) => {
      // A fresh username each time: repeated failures of one name are slowed by seconds (decision 041).
      const valid = (name: string) => (name === "username" ? `someone-${serial}` : call.fields[name]);
      const pairs = names.map(
        (name) => [name, swapped.includes(name) ? odd[swapped.indexOf(name)] : valid(name)] as const,
      );
      const path = call.path.replace("{id}", encodeURIComponent(id));
      if (call.encoding === "query") {
        const query = new URLSearchParams(pairs.map(([name, v]) => [name, asText(v)])).toString();
        return { method: call.method, target: `${path}?${query}`, staff: call.staff, body: undefined };
      }
      const body: GeneratedBody =
        call.encoding === "json"
          ? {
              kind: "json",
              contentType: "application/json",
              bytes: Buffer.from(JSON.stringify(Object.fromEntries(pairs))),
            }
          : {
              kind: "form",
              contentType: "application/x-www-form-urlencoded",
              bytes: Buffer.from(new URLSearchParams(pairs.map(([name, v]) => [name, asText(v)])).toString()),
            };
      return { method: call.method, target: path, staff: call.staff, body };
    });
});
