import path from "node:path";
import { describe, expect, it } from "vitest";
import { findCycles, importedSpecifiers, importGraph } from "./import-graph.ts";

const root = path.resolve(import.meta.dirname, "../..");

describe("import circles", () => {
  it("none among the modules of app/ and server/, type-only imports included", () => {
    const circles = findCycles(importGraph(root, ["app", "server"]));
    expect(circles.map((circle) => circle.join(" → "))).toEqual([]);
  });
});

describe("importedSpecifiers", () => {
  it("reads every form of import, across lines, and none in comments or strings", () => {
    const source = `import type { A } from "./a.ts";
export type { B } from "./b.ts";
export * from "./c.ts";
import {
  d,
  e,
} from "#app/d.ts";
import "./side-effect.ts";
const lazy = () => import(
  "./lazy.tsx"
);
type Shape = typeof import("./shape.ts");
// import { commented } from "./commented.ts";
/* export * from "./block.ts"; */
const text = 'import { quoted } from "./quoted.ts"';
export const view = <p>{text}{d}{e}</p>;
`;
    expect(importedSpecifiers("example.tsx", source)).toEqual([
      "./a.ts",
      "./b.ts",
      "./c.ts",
      "#app/d.ts",
      "./side-effect.ts",
      "./lazy.tsx",
      "./shape.ts",
    ]);
  });
});

describe("findCycles", () => {
  const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

  it("finds none where imports only go one way", () => {
    expect(findCycles(graph({ a: ["b", "c"], b: ["c"], c: [] }))).toEqual([]);
  });

  it("names each circle as the path back to its first module", () => {
    expect(findCycles(graph({ a: ["b"], b: ["c"], c: ["a"], d: ["e"], e: ["d", "a"] }))).toEqual([
      ["a", "b", "c", "a"],
      ["d", "e", "d"],
    ]);
  });

  it("finds a module that imports itself", () => {
    expect(findCycles(graph({ a: ["a"] }))).toEqual([["a", "a"]]);
  });
});
