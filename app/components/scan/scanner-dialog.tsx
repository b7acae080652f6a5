import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { ScanLookupAnswer } from "#app/api/scan.ts";
import { addLine, lineKey, type ProductLine } from "#app/catalogue/enquiry-list.ts";
import { updateEnquiryList } from "#app/components/enquiry/enquiry-store.ts";
import { useProductPhoto } from "#app/components/product-image.ts";
import { buttonClass, IconButton } from "#app/components/ui/button.tsx";
import { CloseIcon } from "#app/components/ui/icons/nav.tsx";
import { whatsappLink } from "#app/content/site.ts";
import type { Language } from "#app/i18n/language.ts";
import { scanTexts } from "#app/i18n/texts/scan.ts";
import {
  AIMING_FRAME,
  browserBarcodeReader,
  browserTextReader,
  framePixels,
  lookUpCandidates,
  photoPixels,
} from "#app/scan/browser-reader.ts";
import { type LabelReading, type RgbaImage, readLabel, type TextReader } from "#app/scan/label-reader.ts";
import { productPath } from "#app/utils/product-paths.ts";
import { useSite } from "#app/utils/site.ts";

type Hit = NonNullable<ScanLookupAnswer["hit"]>;
type State =
  | { kind: "starting" }
  | { kind: "scanning" }
  | { kind: "reading" }
  | { kind: "found"; hit: Hit }
  | { kind: "nothing"; reading: string | null }
  | { kind: "problem"; problem: "denied" | "noCamera" | "cameraFailed" | "photoUnreadable" };

/** The scanner's other choices, white on its dark screen. */
const onDark =
  "inline-flex items-center justify-center rounded-lg border-2 border-white px-4 py-2 font-semibold text-white hover:bg-white/15";

/** A camera's frames read this many times without a product: then what was read is offered instead. */
const MAX_FRAME_READINGS = 8;

/** The reader's engines, started once per scanner: barcodes at once, OCR (a 3 MB download the first time) alongside. */
function useReaders() {
  const readers = useRef<{
    barcodes: ReturnType<typeof browserBarcodeReader>;
    ocr: ReturnType<typeof browserTextReader>;
  }>(null);
  readers.current ??= { barcodes: browserBarcodeReader(), ocr: browserTextReader() };
  useEffect(() => {
    const started = readers.current;
    return () => {
      started?.ocr.then((ocr) => ocr.stop()).catch(() => {});
    };
  }, []);
  return async (image: RgbaImage): Promise<LabelReading> => {
    const started = readers.current;
    if (!started) throw new Error("The readers are gone");
    const text: TextReader = async (pixels) => (await started.ocr).read(pixels);
    return readLabel(image, { barcodes: await started.barcodes, text, lookup: lookUpCandidates });
  };
}

/** The reading a visitor is offered to correct: the candidate read most often, else the first. */
function bestReading(readings: readonly string[][]): string | null {
  const counts = new Map<string, number>();
  for (const candidates of readings) {
    const [first] = candidates;
    if (first) counts.set(first, (counts.get(first) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

function stopStream(video: HTMLVideoElement | null) {
  const stream = video?.srcObject as MediaStream | null | undefined;
  for (const track of stream?.getTracks() ?? []) track.stop();
  if (video) video.srcObject = null;
}

/**
 * The label scanner (issue 32, decisions 147-148), loaded when the search field's camera button is
 * pressed: the rear camera full screen with an aiming frame, or a chosen photo; the first product
 * its barcode, QR code or printed numbers name, to open or add to the enquiry list; otherwise what
 * it read, to correct in the search box or send on WhatsApp. A native modal dialog keeps focus
 * inside; Escape and the close button end the camera.
 */
export default function ScannerDialog({ inputId, onClose }: { inputId: string; onClose: () => void }) {
  const { t, language } = scanTexts.useTexts();
  const site = useSite();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<State>({ kind: "starting" });
  /** Which run of the camera this is; 0 while a chosen photo is read (the camera off). */
  const [cameraRun, setCameraRun] = useState(1);
  const titleId = useId();
  const read = useReaders();
  const readRef = useRef(read);
  readRef.current = read;

  useEffect(() => {
    dialogRef.current?.showModal();
  }, []);

  // The camera: started on open and on "scan another", stopped on a result, a photo or closing.
  useEffect(() => {
    if (cameraRun === 0) return;
    let stopped = false;
    const video = videoRef.current;
    setState({ kind: "starting" });
    (async () => {
      let stream: MediaStream;
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1920 }, height: { ideal: 1080 } },
          audio: false,
        });
      } catch (error) {
        const name = (error as DOMException).name;
        if (!stopped)
          setState({
            kind: "problem",
            problem:
              name === "NotAllowedError" || name === "SecurityError"
                ? "denied"
                : name === "NotFoundError" || name === "OverconstrainedError"
                  ? "noCamera"
                  : "cameraFailed",
          });
        return;
      }
      if (stopped || !video) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => {});
      setState({ kind: "scanning" });
      const readings: string[][] = [];
      while (!stopped && readings.length < MAX_FRAME_READINGS) {
        if (video.videoWidth === 0) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          continue;
        }
        const reading = await readRef.current(framePixels(video));
        if (stopped) return;
        if (reading.hit) {
          stopStream(video);
          setState({ kind: "found", hit: reading.hit });
          return;
        }
        readings.push(reading.candidates);
      }
      if (stopped) return;
      stopStream(video);
      setState({ kind: "nothing", reading: bestReading(readings) });
    })();
    return () => {
      stopped = true;
      stopStream(video);
    };
  }, [cameraRun]);

  async function readPhoto(file: File | undefined) {
    if (!file) return;
    setCameraRun(0);
    setState({ kind: "reading" });
    const pixels = await photoPixels(file);
    if (!pixels) return setState({ kind: "problem", problem: "photoUnreadable" });
    const reading = await read(pixels);
    setState(
      reading.hit ? { kind: "found", hit: reading.hit } : { kind: "nothing", reading: reading.candidates[0] ?? null },
    );
  }

  /** Back to the search box (filled with a reading to correct, if any), the scanner closed. */
  function toSearchBox(reading: string | null) {
    const input = document.getElementById(inputId);
    dialogRef.current?.close();
    if (!(input instanceof HTMLInputElement)) return;
    if (reading) {
      // The field is React's (controlled in the search dialog): set it as typing would.
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, reading);
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
    input.focus();
    if (reading) input.select();
  }

  const camera = state.kind === "starting" || state.kind === "scanning";
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => {
        stopStream(videoRef.current);
        onClose();
      }}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-950 p-0 text-white backdrop:bg-slate-950"
      data-testid="scanner"
    >
      <div className="mx-auto flex h-full max-w-2xl flex-col gap-4 p-4">
        <div className="flex items-center justify-between gap-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("scan.title")}
          </h2>
          <IconButton tone="glass" onClick={() => dialogRef.current?.close()} label={t("scan.close")}>
            <CloseIcon />
          </IconButton>
        </div>

        <div className={camera ? "relative overflow-hidden rounded-xl bg-black" : "hidden"}>
          {/* The whole frame is shown (no cropping), so the aiming frame's shares are the video's. */}
          <video ref={videoRef} muted playsInline className="block max-h-[60dvh] w-full object-contain" />
          <div
            aria-hidden
            className="pointer-events-none absolute rounded-lg border-4 border-white/90 shadow-[0_0_0_100vmax_rgba(2,6,23,0.45)]"
            style={{
              left: `${AIMING_FRAME.left * 100}%`,
              top: `${AIMING_FRAME.top * 100}%`,
              width: `${AIMING_FRAME.width * 100}%`,
              height: `${AIMING_FRAME.height * 100}%`,
            }}
          />
        </div>

        <div role="status" aria-live="polite" className="space-y-3">
          {state.kind === "starting" ? <p>{t("scan.starting")}</p> : null}
          {state.kind === "scanning" ? <p>{t("scan.aim")}</p> : null}
          {state.kind === "reading" ? <p>{t("scan.reading")}</p> : null}
          {state.kind === "problem" ? <p data-testid="scan-problem">{t(`scan.${state.problem}`)}</p> : null}
          {state.kind === "nothing" ? (
            <div data-testid="scan-nothing" className="space-y-1">
              <p>{state.reading ? t("scan.nothing") : t("scan.nothingRead")}</p>
              {state.reading ? (
                <p className="font-semibold">{t("scan.bestReading", { reading: state.reading })}</p>
              ) : null}
            </div>
          ) : null}
        </div>

        {state.kind === "found" ? (
          <FoundPart hit={state.hit} onOpen={() => dialogRef.current?.close()} language={language} />
        ) : null}

        <div className="mt-auto flex flex-wrap gap-3">
          {state.kind === "nothing" && state.reading ? (
            <>
              <button type="button" className={buttonClass()} onClick={() => toSearchBox(state.reading)}>
                {t("scan.correct")}
              </button>
              <a
                href={whatsappLink(site, t("scan.askMessage", { reading: state.reading }))}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center rounded-lg bg-[#1c7c43] px-4 py-2 font-semibold text-white"
              >
                {t("scan.askWhatsApp")}
              </a>
            </>
          ) : null}
          {state.kind === "found" || state.kind === "nothing" ? (
            <button type="button" className={onDark} onClick={() => setCameraRun((run) => run + 1)}>
              {t("scan.again")}
            </button>
          ) : null}
          <button type="button" className={onDark} onClick={() => fileRef.current?.click()}>
            {t("scan.choosePhoto")}
          </button>
          <input
            ref={fileRef}
            type="file"
            accept="image/*"
            hidden
            data-testid="scan-photo"
            onChange={(event) => {
              void readPhoto(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          {state.kind !== "found" ? (
            <button type="button" className={onDark} onClick={() => toSearchBox(null)}>
              {t("scan.typeInstead")}
            </button>
          ) : null}
        </div>
      </div>
    </dialog>
  );
}

/** "Denso 447652-1005 — matches OE 97701-2S000", its photo, and what to do with it. */
function FoundPart({ hit, onOpen, language }: { hit: Hit; onOpen: () => void; language: Language }) {
  const { t } = scanTexts.useTexts();
  const { product, how } = hit;
  const photo = useProductPhoto({ ...product, imageSrcSet: null }, t("scan.noPhoto"));
  const [added, setAdded] = useState<"added" | "failed" | null>(null);
  const matched =
    how.kind === "oe" ? "scan.matchesOe" : how.kind === "xref" ? "scan.matchesXref" : "scan.matchesPartNumber";
  function add() {
    const line: ProductLine = { kind: "product", ...product, quantity: 1 };
    const kept = updateEnquiryList((list) =>
      list.lines.some((existing) => lineKey(existing) === lineKey(line)) ? list : addLine(list, line),
    );
    setAdded(kept ? "added" : "failed");
  }
  return (
    <div data-testid="scan-found" className="flex gap-4 rounded-xl bg-white p-4 text-ink">
      <img
        src={photo.src}
        alt={photo.alt}
        width={96}
        height={96}
        className="size-24 shrink-0 rounded-lg object-contain"
      />
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-semibold text-green-800">{t("scan.found")}</p>
        <p className="font-semibold">
          {product.brand} {product.partNumber} — {t(matched, { number: how.number })}
        </p>
        <p className="text-sm text-slate-700">{product.name}</p>
        {hit.matchCount > 1 ? (
          <p className="text-sm text-slate-700">{t("scan.others", { count: hit.matchCount })}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Link
            to={productPath({ kind: "brand", brandSlug: product.brandSlug }, product.partNumber, language)}
            onClick={onOpen}
            className={buttonClass()}
          >
            {t("scan.open")}
          </Link>
          {added === "added" ? (
            <p className="self-center text-sm font-semibold text-green-800">{t("scan.added")}</p>
          ) : (
            <button type="button" className={buttonClass({ variant: "outline" })} onClick={add}>
              {t("scan.add")}
            </button>
          )}
        </div>
        {added === "failed" ? <p className="text-sm text-red-800">{t("scan.addFailed")}</p> : null}
      </div>
    </div>
  );
}
