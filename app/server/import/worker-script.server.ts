import { existsSync } from "node:fs";
import path from "node:path";

/**
 * A worker's source file, `workerFromRoot` being its path from the project root. The production
 * server is a bundle in build/server/, where this module's own folder says nothing about the
 * sources, so look upwards for the project root (the folder with package.json and the worker in it)
 * from wherever this code runs.
 */
export function workerScriptPath(workerFromRoot: string, fromDirectory: string = import.meta.dirname): string {
  for (let directory = fromDirectory; ; directory = path.dirname(directory)) {
    const candidate = path.join(directory, workerFromRoot);
    if (existsSync(path.join(directory, "package.json")) && existsSync(candidate)) return candidate;
    if (path.dirname(directory) === directory) {
      throw new Error(`Cannot find ${workerFromRoot} in any folder above ${fromDirectory}`);
    }
  }
}
