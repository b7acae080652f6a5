// tesseract.js's own ES module build, imported by the label scanner instead of its CommonJS entry,
// whose interop helpers the bundler would put in the runtime chunk every page loads first.
declare module "tesseract.js/dist/tesseract.esm.min.js" {
  import Tesseract from "tesseract.js";

  export default Tesseract;
}
