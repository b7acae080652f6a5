import type { Plugin } from "vite";

/** Rolldown's wrapper of a CommonJS module: `__commonJSMin(((exports, module) => {`, or with one parameter. */
const arrowWrapper = /__commonJSMin\(\(\(\(?([\w$]+(?:, [\w$]+)*)\)? => \{/g;

/**
 * Writes each CommonJS module's wrapper as a parenthesised function expression, which V8 compiles
 * eagerly, on the background thread that parses the file while it downloads. As an arrow function
 * it was compiled lazily, on the main thread, when the module first ran: for React DOM (some 200 KB,
 * all one CommonJS module) inside the task that starts hydration, about 20 ms of it on the slowed
 * phone (decision 168). Safe for a module body: in these strict-mode chunks `this` is undefined
 * either way, and a module body uses no `arguments` of its own.
 */
export function eagerCommonJsWrappers(code: string): string {
  return code.replace(arrowWrapper, "__commonJSMin((function($1) {");
}

/** The client build's chunks with eagerCommonJsWrappers applied (before minifying, which keeps the form). */
export function eagerCommonJs(): Plugin {
  return {
    name: "coolparts:eager-commonjs",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    renderChunk(code) {
      const rewritten = eagerCommonJsWrappers(code);
      return rewritten === code ? null : { code: rewritten, map: null };
    },
  };
}
