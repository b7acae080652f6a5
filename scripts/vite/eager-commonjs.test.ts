import { expect, test } from "vitest";
import { eagerCommonJsWrappers } from "./eager-commonjs.ts";

test("CommonJS wrappers become parenthesised function expressions, their bodies untouched", () => {
  const chunk = [
    "var require_scheduler = /* @__PURE__ */ __commonJSMin(((exports) => {",
    "  exports.now = () => performance.now();",
    "}));",
    "var require_react_dom = /* @__PURE__ */ __commonJSMin(((exports, module) => {",
    "  module.exports = require_react_dom_production();",
    "}));",
  ].join("\n");
  expect(eagerCommonJsWrappers(chunk)).toBe(
    [
      "var require_scheduler = /* @__PURE__ */ __commonJSMin((function(exports) {",
      "  exports.now = () => performance.now();",
      "}));",
      "var require_react_dom = /* @__PURE__ */ __commonJSMin((function(exports, module) {",
      "  module.exports = require_react_dom_production();",
      "}));",
    ].join("\n"),
  );
});

test("code with no CommonJS wrapper is left as it is", () => {
  const chunk = "const add = (a, b) => a + b;\nexport { add };";
  expect(eagerCommonJsWrappers(chunk)).toBe(chunk);
});
