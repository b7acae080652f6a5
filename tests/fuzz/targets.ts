import fc from "fast-check";
import { brands } from "#app/catalogue/brands.ts";
import { categories } from "#app/catalogue/categories.ts";
import { blogSitemapEntries } from "#app/content/blog/index.ts";
import { demoCatalogue } from "#app/content/demo-catalogue.ts";
import { languageSettings } from "#app/i18n/languages.ts";
import { apiRoutes } from "#server/api/router.ts";
import { SELF } from "./fuzz-request.ts";

// Request targets: every public page in every language, every call of the API's route table,
// media, sitemaps and static files, with real names (so handlers run deep) and hostile ones.

const brandSlugs = brands.map((brand) => brand.slug);
const categorySlugs = categories.map((category) => category.slug);
const partNumbers = demoCatalogue().map((product) => product.partNumber);
const articleIds = blogSitemapEntries().map((article) => article.id);

/** Numbers where databases and parsers differ: 32-bit and 53-bit edges, signs, exponents. */
export const edgeNumbers = [
  "0",
  "1",
  "-1",
  "2147483647",
  "2147483648",
  "4294967296",
  "9007199254740993",
  "1e400",
  "0x1f",
  "1.5",
  "NaN",
  " 1",
];

/** Text a path segment may hold, percent-encoded as a browser would, or broken on purpose. */
const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "%",
    "%C0%AF",
    "%ZZ",
    "%00",
    "%2e%2e",
    "..",
    ".",
    "",
    "%2F",
    "%5C",
    "%E0%A4",
    "%F0%9F%98%80",
    ";a=b",
    "~",
    "%27%22%3C%3E",
  ),
  fc.constantFrom(...edgeNumbers),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.string({ unit: "binary", maxLength: 20 }).map(encodeURIComponent),
  fc.integer({ min: 1, max: 3000 }).map((length) => "x".repeat(length)),
);

/** A real name most of the time, percent-encoded as a link would carry it ("CR 060 000S", "MSSL/RD/0808"). */
const pick = (values: readonly string[]) =>
  fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values.map(encodeURIComponent)) }, hostileSegment);

/** A value for a route parameter, chosen by its name. */
function parameter(name: string): fc.Arbitrary<string> {
  if (/brand/i.test(name)) return pick(brandSlugs);
  if (/category/i.test(name)) return pick(categorySlugs);
  if (/slug/i.test(name)) return pick([...brandSlugs, ...categorySlugs]);
  if (/partNumber/i.test(name)) return pick(partNumbers);
  // Never the fuzzing administrator's own name: its password or removal would end the staff run.
  if (/username/i.test(name)) return pick(["staff", "someone-else", "ADMIN"]);
  if (/id$/i.test(name) && !/OrPartNumber/.test(name)) return pick(["1", "2", "3", "240"]);
  return pick([...partNumbers, "1", "240"]);
}

/** A route pattern (`/brands/:brand`, `/products/details/*idOrPartNumber`) with its parameters filled. */
function fillPattern(pattern: string): fc.Arbitrary<string> {
  const pieces = pattern.split(/([:*][A-Za-z]+)/);
  return fc
    .tuple(...pieces.map((piece) => (/^[:*]/.test(piece) ? parameter(piece.slice(1)) : fc.constant(piece))))
    .map((filled) => filled.join(""));
}

const pagePatterns = [
  "",
  "/brands",
  "/brands/:brand",
  "/brands/:brand/products/:partNumber",
  "/categories",
  "/categories/:category",
  "/categories/:category/products/:partNumber",
  "/about",
  "/contact",
  "/blogs",
  "/blogs/:article",
  "/search",
  "/login",
  "/add-products",
  "/subscribe",
];

const queryKeys = [
  "q",
  "limit",
  "offset",
  "year",
  "sort",
  "page",
  "brand",
  "category",
  "make",
  "model",
  "lang",
  "_routes",
  "index",
  "dryRun",
  "id",
];
const queryValue = fc.oneof(
  fc.constantFrom(...edgeNumbers, "denso", "compressor", "%", "%25%", "a+b", "", "[]", "true"),
  fc.constantFrom(...partNumbers.map(encodeURIComponent)),
  fc.string({ maxLength: 30 }).map(encodeURIComponent),
);
const query: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constant("") },
  {
    weight: 2,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...queryKeys, "q[a]", "limit[]"), queryValue), { minLength: 1, maxLength: 4 })
      .map((pairs) => `?${pairs.map(([key, value]) => `${key}=${value}`).join("&")}`),
  },
);

const articleParameter = pick(articleIds);
const page = fc
  .tuple(
    fc.constantFrom(...languageSettings.map(({ prefix }) => prefix)),
    fc.constantFrom(...pagePatterns),
    fc.constantFrom("", "", "", ".data", "/", "/x"),
  )
  .chain(([language, pattern, suffix]) =>
    fc
      .tuple(
        pattern.includes(":article") ? articleParameter : fc.constant(""),
        fillPattern(pattern.replace(":article", "ARTICLE")),
      )
      .map(([article, filled]) => `${language}${filled.replace("ARTICLE", article)}${suffix}` || "/"),
  );

const api = fc
  .tuple(fc.constantFrom("/api", "/api", "/proxy/api"), fc.constantFrom(...apiRoutes.map((route) => route.path)))
  .chain(([prefix, pattern]) => fillPattern(pattern).map((path) => `${prefix}${path}`));

const media = fc.oneof(
  fc
    .tuple(
      fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: 24, maxLength: 24 }),
      fc.integer({ min: 0, max: 9999 }),
    )
    .map(([name, size]) => `/media/${name}-${size}.webp`),
  hostileSegment.map((segment) => `/media/${segment}`),
);

const seo = fc.oneof(
  fc.constantFrom(
    "/robots.txt",
    "/sitemap.xml",
    "/sitemaps/pages.xml",
    "/sitemaps/products-1.xml",
    "/sitemaps/products-2.xml",
  ),
  fc.constantFrom(...edgeNumbers).map((n) => `/sitemaps/products-${n}.xml`),
  hostileSegment.map((segment) => `/sitemaps/${segment}`),
);

const staticFiles = fc.oneof(
  fc.constantFrom("/favicon.ico", "/images/brands/denso.svg", "/assets/", "/assets/../package.json", "/.env"),
  hostileSegment.map((segment) => `/assets/${segment}`),
);

const junkPath = fc.array(hostileSegment, { minLength: 1, maxLength: 6 }).map((segments) => `/${segments.join("/")}`);

/** Thousands of segments: routing work grows with them (issue 24, item 2). */
const longPath = fc
  .tuple(fc.integer({ min: 100, max: 8000 }), fc.constantFrom("a", "es", "%41", "brands"))
  .map(([count, segment]) => `/${Array(count).fill(segment).join("/")}`);

/** A path on the site, as an origin-form target before any query string. */
const originPath: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: page },
  { weight: 6, arbitrary: api },
  { weight: 1, arbitrary: media },
  { weight: 1, arbitrary: seo },
  { weight: 1, arbitrary: staticFiles },
  { weight: 1, arbitrary: junkPath },
);

/**
 * A request-target: mostly origin-form with a query string; sometimes absolute-form (what a proxy
 * sends), `*` (OPTIONS *), no leading slash, or an over-long path. /healthz is left to the poller,
 * whose requests must be told apart from the fuzzer's in the log.
 */
export const targetArbitrary: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 80, arbitrary: fc.tuple(originPath, query).map(([path, q]) => `${path}${q}`) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom(`http://${SELF}`, "http://attacker.example", "https://[::1"), originPath)
        .map(([origin, path]) => `${origin}${path}`),
    },
    { weight: 2, arbitrary: fc.constantFrom("*", "brands", "//brands", "/\\brands", "/brands#x") },
    // Rare: each costs seconds of frozen loop until the fix of item 2 is merged.
    { weight: 1, arbitrary: longPath },
  )
  .filter((target) => !/^\/healthz(\?|$)/.test(target));
