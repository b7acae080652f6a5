import { readdirSync } from "node:fs";
import { connect, type Socket } from "node:net";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { countProducts } from "#app/server/products/product-queries.server.ts";
import { sheetForm } from "#tests/setup/api-client.ts";
import { readFixture } from "#tests/setup/fixtures.ts";
import { databaseKinds } from "#tests/setup/test-database.ts";
import { signedInServerPerTest } from "#tests/setup/test-server.ts";

const sheet = readFixture("catalogue-300.xlsx");
const BOUNDARY = "----abandoned-upload";

/** An upload's request as bytes: headers, then the multipart body with the sheet. */
function uploadRequest(token: string, dryRun: boolean): { head: Buffer; body: Buffer } {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="excel"; filename="catalogue.xlsx"\r\n` +
        "Content-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n",
    ),
    sheet,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  const head = Buffer.from(
    `POST /api/upload-excel${dryRun ? "?dryRun=1" : ""} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Authorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\n` +
      `Content-Length: ${body.length}\r\n\r\n`,
  );
  return { head, body };
}

/** Where an upload's client goes away (decision 179). */
type Abandonment =
  | { at: "mid-body"; fraction: number }
  | { at: "waiting its turn"; dryRun: boolean }
  | { at: "its check running"; afterMs: number };

const abandonment: fc.Arbitrary<Abandonment> = fc.oneof(
  fc.record({ at: fc.constant("mid-body" as const), fraction: fc.double({ min: 0, max: 0.99, noNaN: true }) }),
  fc.record({ at: fc.constant("waiting its turn" as const), dryRun: fc.boolean() }),
  fc.record({ at: fc.constant("its check running" as const), afterMs: fc.integer({ min: 0, max: 300 }) }),
);

/** Every queued or running upload is released when its client leaves, at any point (decision 179). */
describe.each(databaseKinds)("uploads whose client goes away on %s", (kind) => {
  const { server, call, token: tokenOf } = signedInServerPerTest(kind);
  const port = () => Number(new URL(server.url).port);
  const openSocket = () =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(port(), "127.0.0.1", () => resolve(socket));
      socket.on("error", reject);
    });
  /** The files the server keeps: its data folder (the database) and its media folder. */
  const files = () => [...readdirSync(server.mediaDir, { recursive: true })].map(String).sort();
  const historyCount = async () => ((await call("GET", "/imports")).json.imports as unknown[]).length;

  async function abandon(scenario: Abandonment): Promise<void> {
    const { head, body } = uploadRequest(tokenOf(), scenario.at === "waiting its turn" ? scenario.dryRun : true);
    if (scenario.at === "mid-body") {
      const socket = await openSocket();
      socket.write(head);
      socket.write(body.subarray(0, Math.floor(body.length * scenario.fraction)));
      socket.destroy();
      return;
    }
    if (scenario.at === "its check running") {
      const socket = await openSocket();
      socket.write(Buffer.concat([head, body]));
      await vi.waitFor(() => expect(server.imports.progress).toBeDefined(), { timeout: 20_000 });
      await new Promise((resolve) => setTimeout(resolve, scenario.afterMs));
      socket.destroy();
      return;
    }
    // A check runs; the upload waits behind it, and its client leaves.
    const first = call("POST", "/upload-excel?dryRun=1", { form: sheetForm("first.xlsx", sheet) });
    await vi.waitFor(() => expect(server.imports.progress).toBeDefined(), { timeout: 20_000 });
    const socket = await openSocket();
    socket.write(Buffer.concat([head, body]));
    await vi.waitFor(() => expect(server.imports.full).toBeDefined(), { timeout: 20_000 });
    socket.destroy();
    // The place it held is free at once, while the check still runs.
    await vi.waitFor(() => expect(server.imports.full).toBeUndefined(), { timeout: 20_000 });
    expect((await first).status).toBe(200);
  }

  it("leaves the runner free, nothing written and no file behind, wherever the client leaves", async () => {
    const filesBefore = files();
    await fc.assert(
      fc.asyncProperty(abandonment, async (scenario) => {
        const history = await historyCount();
        await abandon(scenario);
        // Nothing waits or runs for a client that left…
        await vi.waitFor(
          () => {
            expect(server.imports.progress).toBeUndefined();
            expect(server.imports.full).toBeUndefined();
          },
          { timeout: 20_000 },
        );
        // …nothing of it was written, and no file of it is left…
        expect(await countProducts(server.database.db)).toBe(0);
        expect(await historyCount()).toBe(history);
        expect(files()).toEqual(filesBefore);
        // …and the next upload runs.
        const next = await call("POST", "/upload-excel?dryRun=1", { form: sheetForm("next.xlsx", sheet) });
        expect(next.status).toBe(200);
      }),
      { numRuns: 8, seed: 41 },
    );
  }, 300_000);
});
