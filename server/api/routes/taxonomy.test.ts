import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { removeOrphanMediaFiles } from "#app/server/media/media-files.server.ts";
import { upsertProducts } from "#app/server/products/product-writes.server.ts";
import { apiClient, filesForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { startTestServer, type TestServer } from "#tests/setup/test-server.ts";

type TermJson = { slug: string; name: string; aliases: string[]; productCount: number; image: string | null };

describe.each(databaseKinds)("brand and category API on %s", (kind) => {
  let server: TestServer;
  let token: string;
  beforeEach(async () => {
    server = await startTestServer(kind);
    token = await server.signIn();
    await upsertProducts(server.database.db, [
      {
        name: "Denso Compressor",
        partNumber: "DN-1",
        brandSlug: "denso",
        categorySlug: "compressor",
        description: "",
        image: null,
        rating: null,
      },
    ]);
  });
  afterEach(async () => {
    await server.close();
  });

  const call = apiClient(
    () => server.url,
    () => token,
  );

  const imageForm = (name: string, data: Buffer) => filesForm("image", [{ name, data }]);

  it("lists the brands and categories publicly with slug, name, aliases and product count", async () => {
    const brands = await call("GET", "/api/brands", { token: null });
    expect(brands.status).toBe(200);
    const list = brands.json.brands as TermJson[];
    expect(list).toHaveLength(12);
    expect(list.find((b) => b.slug === "denso")).toMatchObject({ name: "Denso", aliases: [], productCount: 1 });
    expect(list.find((b) => b.slug === "mahle-behr")).toMatchObject({ aliases: ["Mahle", "Behr", "Mahle-Behr"] });
    const categories = await call("GET", "/proxy/api/categories", { token: null });
    expect((categories.json.categories as TermJson[]).map((c) => c.slug)).toContain("expansion-valves");
  });

  it("answers 401 to every staff call without a token, and changes nothing", async () => {
    for (const [method, path] of [
      ["GET", "/api/brands?all=1"],
      ["POST", "/api/brands"],
      ["PATCH", "/api/brands/denso"],
      ["DELETE", "/api/brands/valeo"],
      ["PUT", "/api/brands/order"],
      ["PUT", "/api/brands/denso/image"],
      ["DELETE", "/api/brands/denso/image"],
      ["POST", "/api/categories"],
      ["PATCH", "/api/categories/radiator"],
      ["DELETE", "/api/categories/radiator"],
    ]) {
      const body = method === "GET" ? {} : { json: { name: "X" } };
      const response = await call(method as string, path as string, { token: null, ...body });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(((await call("GET", "/api/brands")).json.brands as TermJson[]).map((b) => b.slug)).toContain("valeo");
  });

  it("adds a brand (201) and refuses unknown fields and faults by name (400)", async () => {
    const created = await call("POST", "/api/brands", {
      json: { name: "Bosch Thermo", aliases: ["Bosch"], description: "German cooling parts." },
    });
    expect(created.status).toBe(201);
    expect(created.json.brand).toMatchObject({ slug: "bosch-thermo", productCount: 0, visible: true });

    const unknown = await call("POST", "/api/brands", { json: { name: "Other", colour: "red" } });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error).toBe('Unknown field "colour" in the request body; this call does not take it.');
    expect(unknown.json.errors).toEqual([{ field: "colour", message: 'Unknown field "colour".' }]);

    const faults = await call("PATCH", "/api/brands/denso", { json: { slug: "Not A Slug", visible: "yes" } });
    expect(faults.status).toBe(400);
    expect((faults.json.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(["slug", "visible"]);
    expect((await call("PATCH", "/api/brands/denso", { json: {} })).status).toBe(400);
    expect((await call("POST", "/api/brands", { json: { aliases: [] } })).json.errors).toEqual([
      { field: "name", message: "Name is missing." },
    ]);
    expect((await call("PATCH", "/api/brands/nobody", { json: { name: "X" } })).status).toBe(404);
    expect((await call("POST", "/api/brands", { json: { name: "Behr" } })).status).toBe(409);
  });

  it("renames a slug and moves the products; hides; lists hidden ones to staff only", async () => {
    const renamed = await call("PATCH", "/api/brands/denso", { json: { slug: "denso-india", visible: false } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.brand).toMatchObject({ slug: "denso-india", productCount: 1, visible: false });
    const products = await fetch(`${server.url}/api/products?brand=denso`).then((r) => r.json());
    expect(products.products).toMatchObject([{ brandSlug: "denso-india" }]);

    const publicList = (await call("GET", "/api/brands", { token: null })).json.brands as TermJson[];
    expect(publicList.map((b) => b.slug)).not.toContain("denso-india");
    const staffList = (await call("GET", "/api/brands?all=1")).json.brands as TermJson[];
    expect(staffList.map((b) => b.slug)).toContain("denso-india");
  });

  it("features and unfeatures a brand (decision 183); a category has no such field", async () => {
    const added = await call("POST", "/api/brands", { json: { name: "Zenvex" } });
    expect(added.json.brand).toMatchObject({ slug: "zenvex", featured: false });
    const featured = await call("PATCH", "/api/brands/zenvex", { json: { featured: true } });
    expect(featured.json.brand).toMatchObject({ slug: "zenvex", featured: true });
    const unfeatured = await call("PATCH", "/api/brands/denso", { json: { featured: false } });
    expect(unfeatured.json.brand).toMatchObject({ slug: "denso", featured: false, visible: true });
    const staffList = (await call("GET", "/api/brands?all=1")).json.brands as (TermJson & { featured: boolean })[];
    expect(staffList.filter((b) => b.featured)).toHaveLength(12);

    const category = await call("PATCH", "/api/categories/compressor", { json: { featured: true } });
    expect(category.status).toBe(400);
    expect(category.json.errors).toContainEqual({ field: "featured", message: 'Unknown field "featured".' });
  });

  it("refuses to delete a brand or category with products (409, saying so) and deletes one without", async () => {
    const refused = await call("DELETE", "/api/brands/denso");
    expect(refused.status).toBe(409);
    expect(refused.json.error).toMatch(/^Denso has 1 products, so it cannot be deleted\. Hide it instead/);
    expect((await call("DELETE", "/api/categories/compressor")).status).toBe(409);
    expect((await call("DELETE", "/api/brands/valeo")).status).toBe(200);
    expect((await call("DELETE", "/api/brands/valeo")).status).toBe(404);
  });

  it("reorders all of a kind at once", async () => {
    // Every category as staff see them (?all=1), the jobs' hidden ones included, as the taxonomy tab sends them.
    const slugs = ((await call("GET", "/api/categories?all=1")).json.categories as TermJson[]).map((c) => c.slug);
    expect((await call("PUT", "/api/categories/order", { json: { slugs: [...slugs].reverse() } })).status).toBe(200);
    const after = ((await call("GET", "/api/categories?all=1")).json.categories as TermJson[]).map((c) => c.slug);
    expect(after).toEqual([...slugs].reverse());
    expect((await call("PUT", "/api/categories/order", { json: { slugs: ["compressor"] } })).status).toBe(409);
  });

  it("takes a raster logo through sharp, serves it as WebP, and refuses SVG", async () => {
    const uploaded = await call("PUT", "/api/brands/denso/image", {
      form: imageForm("logo.png", readFixture("images", "33740.png")),
    });
    expect(uploaded.status).toBe(200);
    const image = (uploaded.json.brand as TermJson).image ?? "";
    expect(image).toMatch(/^\/media\/[0-9a-f]{24}-\d+\.webp$/);
    const served = await fetch(`${server.url}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    // The sweep of files no row refers to keeps it: a brand's row refers to it.
    await removeOrphanMediaFiles(server.database.db, server.media, { olderThanMs: -1 });
    expect((await fetch(`${server.url}${image}`)).status).toBe(200);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await call("PUT", "/api/brands/denso/image", { form: imageForm("logo.svg", svg) });
    expect(refused.status).toBe(400);
    expect(refused.json.error).toMatch(/^Please upload only image files/);
    const still = ((await call("GET", "/api/brands")).json.brands as TermJson[]).find((b) => b.slug === "denso");
    expect(still?.image).toBe(image);

    const removed = await call("DELETE", "/api/brands/denso/image");
    expect((removed.json.brand as TermJson).image).toBeNull();
    expect((await fetch(`${server.url}${image}`)).status).toBe(404);
  });
});
