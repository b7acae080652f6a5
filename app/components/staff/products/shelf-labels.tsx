import { type CSSProperties, useEffect, useId, useRef, useState } from "react";
import { prepareZXingModule } from "zxing-wasm/writer";
import zxingWriterUrl from "zxing-wasm/writer/zxing_writer.wasm?url";
import type { Product } from "#app/catalogue/product.ts";
import { staffLabelsTexts } from "#app/i18n/texts/staff-labels.ts";
import { productQrSvg } from "#app/scanner/product-qr.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { StaffButton } from "../ui.tsx";

/**
 * A4 label sheets, in millimetres, as the common stationery cuts them: 3 × 8 of 70 × 37 (no side
 * margins) and 2 × 7 of 99.1 × 38.1 (L7163's layout). Printed at actual size without the browser's
 * margins, each label lands on its die-cut label.
 */
export const labelLayouts = {
  "3x8": { columns: 3, rows: 8, width: 70, height: 37, top: 0.5, left: 0, gap: 0 },
  "2x7": { columns: 2, rows: 7, width: 99.1, height: 38.1, top: 15.15, left: 4.65, gap: 2.5 },
} as const;
export type LabelLayout = keyof typeof labelLayouts;

export type LabelProduct = Pick<Product, "id" | "name" | "brand" | "brandSlug" | "partNumber">;

// The writer's WebAssembly from our own assets, never the package's CDN default.
prepareZXingModule({
  overrides: {
    locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? zxingWriterUrl : prefix + file),
  },
});

/** Only the sheets are printed: the page, the dialog's controls and the browser's margins are left out. */
const PRINT_CSS = `
@page { size: A4; margin: 0; }
@media print {
  body * { visibility: hidden !important; }
  [data-label-sheets], [data-label-sheets] * { visibility: visible !important; }
  [data-shelf-labels] { position: absolute !important; inset: 0 !important; height: auto !important; max-height: none !important; overflow: visible !important; background: none !important; }
  [data-label-sheets] { position: absolute; left: 0; top: 0; padding: 0 !important; gap: 0 !important; }
  [data-label-sheet] { box-shadow: none !important; margin: 0 !important; break-after: page; }
}`;

/**
 * The shelf labels of the products chosen in the table (issue 32, decision 150): a preview of the
 * A4 sheets in the layout chosen, each label with the part number large, the brand, the name and a
 * QR code of the product's page, which the site's own scanner opens; Print prints the sheets only.
 * Loaded when staff press "Print labels": the QR writer (ZXing's, 0.6 MB of WebAssembly) with it.
 */
export default function ShelfLabels({ products, onClose }: { products: LabelProduct[]; onClose: () => void }) {
  const { t, language } = staffLabelsTexts.useTexts();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [layoutName, setLayoutName] = useState<LabelLayout>("3x8");
  const [codes, setCodes] = useState<Map<number, string> | "failed" | null>(null);
  const layout = labelLayouts[layoutName];
  const perSheet = layout.columns * layout.rows;
  const sheets = Array.from({ length: Math.ceil(products.length / perSheet) }, (_, index) =>
    products.slice(index * perSheet, (index + 1) * perSheet),
  );

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  useEffect(() => {
    let current = true;
    Promise.all(
      products.map(async (product) => {
        const url = `${window.location.origin}${productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language)}`;
        return [product.id, `data:image/svg+xml,${encodeURIComponent(await productQrSvg(url))}`] as const;
      }),
    )
      .then((drawn) => current && setCodes(new Map(drawn)))
      .catch(() => current && setCodes("failed"));
    return () => {
      current = false;
    };
  }, [products, language]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-100 p-0 text-ink"
      data-testid="shelf-labels"
      data-shelf-labels
    >
      <style>{PRINT_CSS}</style>
      <div className="sticky top-0 z-10 flex flex-wrap items-center gap-4 border-b border-slate-200 bg-white px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          {t("labels.title")}
        </h2>
        <fieldset className="flex flex-wrap items-center gap-3 text-sm">
          <legend className="sr-only">{t("labels.layout")}</legend>
          {(Object.keys(labelLayouts) as LabelLayout[]).map((name) => (
            <label key={name} className="flex items-center gap-1.5">
              <input
                type="radio"
                name={`${titleId}-layout`}
                checked={layoutName === name}
                onChange={() => setLayoutName(name)}
              />
              {t(name === "3x8" ? "labels.layout3x8" : "labels.layout2x7")}
            </label>
          ))}
        </fieldset>
        <p className="text-sm text-slate-700">{t("labels.sheets", { count: sheets.length })}</p>
        <div className="ml-auto flex gap-2">
          <StaffButton
            look="primary"
            inactive={!(codes instanceof Map)}
            onClick={() => codes instanceof Map && window.print()}
          >
            {t("labels.printNow")}
          </StaffButton>
          <StaffButton look="secondary" onClick={() => dialogRef.current?.close()}>
            {t("labels.close")}
          </StaffButton>
        </div>
      </div>
      <p role="status" className="px-4 pt-3 text-sm">
        {codes === null ? t("labels.preparing") : codes === "failed" ? t("labels.failed") : null}
      </p>
      <div data-label-sheets className="flex flex-col items-center gap-6 p-4">
        {sheets.map((sheet, index) => (
          <section
            // biome-ignore lint/suspicious/noArrayIndexKey: a sheet is its place in the run
            key={index}
            aria-label={t("labels.sheet", { number: index + 1 })}
            data-label-sheet
            className="relative shrink-0 bg-white shadow-lg"
            style={{ width: "210mm", height: "297mm" }}
          >
            {sheet.map((product, place) => (
              <ShelfLabel
                key={product.id}
                product={product}
                qr={codes instanceof Map ? codes.get(product.id) : undefined}
                qrAlt={t("labels.qrAlt")}
                style={{
                  left: `${layout.left + (place % layout.columns) * (layout.width + layout.gap)}mm`,
                  top: `${layout.top + Math.floor(place / layout.columns) * layout.height}mm`,
                  width: `${layout.width}mm`,
                  height: `${layout.height}mm`,
                }}
              />
            ))}
          </section>
        ))}
      </div>
    </dialog>
  );
}

function ShelfLabel({
  product,
  qr,
  qrAlt,
  style,
}: {
  product: LabelProduct;
  qr: string | undefined;
  qrAlt: string;
  style: CSSProperties;
}) {
  return (
    <div
      className="absolute flex items-center gap-[2mm] overflow-hidden px-[3mm] py-[2mm] outline outline-dashed outline-slate-300 print:outline-none"
      style={style}
      data-testid="shelf-label"
    >
      <div className="min-w-0 flex-1 leading-tight">
        <p className="font-mono text-[15pt] font-bold break-all">{product.partNumber}</p>
        <p className="text-[9pt] font-semibold uppercase">{product.brand}</p>
        <p className="line-clamp-2 text-[7.5pt]">{product.name}</p>
      </div>
      {qr ? (
        <img src={qr} alt={qrAlt} className="h-[26mm] w-[26mm] shrink-0" />
      ) : (
        <span className="h-[26mm] w-[26mm] shrink-0" />
      )}
    </div>
  );
}
