import { writeBarcode } from "zxing-wasm/writer";

/**
 * A QR code of a product page's address, as SVG, for the shelf labels (issue 32, decision 150):
 * drawn by ZXing's writer, the same library whose reader the site's scanner falls back to, so the
 * label and the scanner agree on the symbology. Error correction M survives a scuffed label.
 */
export async function productQrSvg(url: string): Promise<string> {
  const { svg, error } = await writeBarcode(url, { format: "QRCode", ecLevel: "M", scale: 1 });
  if (error) throw new Error(`The QR code could not be drawn: ${error}`);
  return svg;
}
