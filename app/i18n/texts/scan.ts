import { areaTexts } from "../translate.ts";

/** Texts of the label scanner (issue 32): its own chunk, loaded when the camera button is pressed. */
export const scanEn = {
  "scan.title": "Scan a part's label",
  "scan.close": "Close the scanner",
  "scan.aim": "Hold the label inside the frame: its part number, OE number, barcode or QR code.",
  "scan.starting": "Starting the camera…",
  "scan.loadingReader": "Getting the reader ready…",
  "scan.reading": "Reading the label…",
  "scan.choosePhoto": "Choose a photo",
  "scan.typeInstead": "Type the number instead",
  "scan.denied":
    "The camera is blocked for this site. Allow it in your browser's settings, choose a photo of the label, or type the number.",
  "scan.noCamera": "No camera was found on this device. Choose a photo of the label, or type the number.",
  "scan.cameraFailed": "The camera could not be started. Choose a photo of the label, or type the number.",
  "scan.photoUnreadable": "That file could not be opened as a picture. Choose a photo (JPEG, PNG or WebP).",
  "scan.found": "Found",
  "scan.matchesPartNumber": "part number {number}",
  "scan.matchesOe": "matches OE {number}",
  "scan.matchesXref": "matches cross reference {number}",
  "scan.others": "{count} parts carry this number: this is the first. Search to see them all.",
  "scan.open": "Open this part",
  "scan.add": "Add to enquiry list",
  "scan.added": "Added to your enquiry list",
  "scan.addFailed": "This device would not store the list. Open the part and enquire from there.",
  "scan.again": "Scan another",
  "scan.nothing": "No part in our catalogue matches this label.",
  "scan.nothingRead": "No part number could be read. Hold the label closer, in good light, or type the number.",
  "scan.bestReading": "We read “{reading}”.",
  "scan.correct": "Correct it in the search box",
  "scan.askWhatsApp": "Ask us on WhatsApp",
  "scan.askMessage": "Hello, I am looking for the part with this number on its label: {reading}",
  "scan.noPhoto": "Part photo not available",
} as const;

export type ScanKey = keyof typeof scanEn;
export const scanTexts = await areaTexts("scan", scanEn, import.meta.glob("./*/scan.ts"));
