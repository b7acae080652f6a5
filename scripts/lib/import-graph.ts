// Which of our modules import which, and the circles among them (issue 45: no import circle, type-only
// ones included, since a circle of types still ties two modules into one to read and to change).
// Sources are parsed by Vite's own parser (Oxc), so multi-line, type-only and dynamic imports and
// `typeof import(…)` count, and an import in a comment or a string does not.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parseSync, Visitor } from "vite";

const sourceFile = /\.(ts|tsx|mts|js|mjs)$/;

/** Every module specifier a source names: import and export-from (type-only too), import(), typeof import(). */
export function importedSpecifiers(fileName: string, source: string): string[] {
  const parsed = parseSync(fileName, source);
  if (parsed.errors.length > 0) throw new Error(`${fileName}: ${parsed.errors[0]?.message}`);
  const specifiers: string[] = [];
  const literal = (node: unknown) => {
    const value = (node as { type?: string; value?: unknown } | null)?.value;
    if (typeof value === "string") specifiers.push(value);
  };
  new Visitor({
    ImportDeclaration: (node) => literal(node.source),
    ExportNamedDeclaration: (node) => literal(node.source),
    ExportAllDeclaration: (node) => literal(node.source),
    ImportExpression: (node) => literal(node.source),
    TSImportType: (node) => literal(node.source),
  }).visit(parsed.program);
  return specifiers;
}

/** The package.json `imports` aliases (`#app/*` → `./app/*`), the one alias form this project uses. */
function readAliases(root: string): [prefix: string, target: string][] {
  const { imports = {} } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    imports?: Record<string, string>;
  };
  return Object.entries(imports).map(([alias, target]) => [alias.replace(/\*$/, ""), target.replace(/\*$/, "")]);
}

/**
 * The file a specifier names, or undefined for a package. Throws for one of ours that names no file,
 * so that a typo or a new alias form cannot hide an edge; React Router's generated `./+types/…`
 * (outside app/, made by typegen) are the one exception.
 */
function resolver(root: string) {
  const aliases = readAliases(root);
  return (from: string, specifier: string): string | undefined => {
    const bare = specifier.replace(/\?.*$/, "");
    let target: string | undefined;
    if (bare.startsWith(".")) target = path.resolve(path.dirname(from), bare);
    else {
      const alias = aliases.find(([prefix]) => bare.startsWith(prefix));
      if (!alias) return undefined;
      target = path.resolve(root, alias[1], bare.slice(alias[0].length));
    }
    if (bare.includes("/+types/")) return undefined;
    for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    throw new Error(`${path.relative(root, from)}: "${specifier}" names no file`);
  };
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourcesUnder(full);
    return sourceFile.test(entry.name) && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

/** Each source file under the folders (relative to root) and the sources of ours it imports. */
export function importGraph(root: string, folders: string[]): Map<string, string[]> {
  const resolve = resolver(root);
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => sourcesUnder(path.join(root, folder)))) {
    const targets = importedSpecifiers(file, readFileSync(file, "utf8"))
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== undefined && sourceFile.test(target));
    graph.set(path.relative(root, file), [...new Set(targets.map((target) => path.relative(root, target)))]);
  }
  return graph;
}

/**
 * One circle per strongly connected group of modules (Tarjan's algorithm), each as the path that
 * leaves its first module and comes back to it: ["a.ts", "b.ts", "a.ts"]. Empty when there is none.
 */
export function findCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    lowLink.set(node, index.get(node) ?? 0);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node) ?? 0, lowLink.get(next) ?? 0));
      } else if (onStack.has(next)) lowLink.set(node, Math.min(lowLink.get(node) ?? 0, index.get(next) ?? 0));
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1 || graph.get(node)?.includes(node)) groups.push(group);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups.map((group) => shortestCircle(graph, new Set(group)));
}

/** The shortest way from a group's first module (by name) back to itself, within the group. */
function shortestCircle(graph: Map<string, string[]>, group: Set<string>): string[] {
  const start = [...group].sort()[0] ?? "";
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift() ?? "";
    for (const next of graph.get(node) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const circle = [start];
        for (let at: string | undefined = node; at !== undefined && at !== start; at = cameFrom.get(at)) {
          circle.splice(1, 0, at);
        }
        return [...circle, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start, start];
}
