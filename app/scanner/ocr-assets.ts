/**
 * Where the scanner's OCR files are served from our own origin (app/server/scanner/scanner-assets.server.ts, decision
 * 148): Tesseract's worker, its WebAssembly core and the English data, never a CDN.
 */
export const OCR_ASSETS_PATH = "/scanner";
