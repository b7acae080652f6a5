// Brand and vehicle-make wordmark tiles: names set in open-licence typefaces (Inter, Manrope,
// League Spartan, TeX Gyre Adventor/Heros), converted to outlines so the SVGs need no font.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const F = {
  inter: (w) => `/usr/share/fonts/opentype/inter/Inter-${w}.otf`,
  interDisplay: (w) => `/usr/share/fonts/opentype/inter/InterDisplay-${w}.otf`,
  manrope: (w) => `/usr/share/fonts/truetype/manrope/Manrope-${w}.ttf`,
  spartan: (w) => `/usr/share/fonts/opentype/league-spartan/LeagueSpartan-${w}.otf`,
  adventor: (w) => `/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyreadventor-${w}.otf`,
  heros: (w) => `/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyreheros-${w}.otf`,
};
const INK = "#0f172a";
const BLUE = "#1d4ed8";
const ORANGE = "#c2410c";
const TEAL = "#0f766e";

function shape(jobs) {
  const out = execFileSync("/usr/bin/python3", ["/tmp/media-gen/textpath.py"], { input: JSON.stringify(jobs) });
  return JSON.parse(out.toString());
}

/** runs: [{font, text, size, tracking, color}] on one line; sub: a small second line. */
function wordmark({ name, runs, sub, mark = "none", accent = BLUE, maxWidth = 184, W = 240, H = 120 }) {
  const shaped = shape(runs.map((r) => ({ font: r.font, text: r.text, size: r.size, tracking: r.tracking ?? 0 })));
  const gap = runs.length > 1 ? runs[0].size * 0.28 : 0;
  let total = shaped.reduce((sum, s) => sum + s.width, 0) + gap * (runs.length - 1);
  const markW = mark === "dot" ? runs[0].size * 0.32 : 0;
  total += markW;
  const scale = Math.min(1, maxWidth / total);
  const cap = Math.max(...shaped.map((s) => s.capHeight));
  let subShaped;
  if (sub) subShaped = shape([{ font: sub.font, text: sub.text, size: sub.size, tracking: sub.tracking ?? 0 }])[0];
  const subH = sub ? sub.size * 0.75 + 10 : 0;
  const barH = mark === "bar" ? 14 : 0;
  const blockH = cap * scale + subH + barH;
  const baseline = (H - blockH) / 2 + cap * scale;
  const x0 = (W - total * scale) / 2;
  let x = 0;
  const parts = [];
  shaped.forEach((s, i) => {
    parts.push(`<path fill="${runs[i].color ?? INK}" d="${s.d}" transform="translate(${r(x0 + x * scale)} ${r(baseline)}) scale(${r(scale, 4)})"/>`);
    x += s.width + gap;
  });
  if (mark === "dot") {
    const size = runs[0].size * 0.2 * scale;
    parts.push(`<rect x="${r(x0 + (x - gap + runs[0].size * 0.08) * scale)}" y="${r(baseline - size)}" width="${r(size)}" height="${r(size)}" rx="${r(size / 2)}" fill="${accent}"/>`);
  }
  if (sub) {
    const sx = (W - subShaped.width) / 2;
    parts.push(`<path fill="${sub.color ?? "#475569"}" d="${subShaped.d}" transform="translate(${r(sx)} ${r(baseline + 10 + sub.size * 0.75)})"/>`);
  }
  if (mark === "bar") {
    parts.push(`<rect x="${W / 2 - 16}" y="${r(baseline + subH + 8)}" width="32" height="4" rx="2" fill="${accent}"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${name}"><title>${name}</title><rect width="${W}" height="${H}" rx="12" fill="#fff"/>${parts.join("")}</svg>\n`;
}
const r = (v, digits = 2) => Number(v.toFixed(digits));

const brands = {
  "hanon-systems": { name: "Hanon Systems", runs: [{ font: F.manrope("ExtraBold"), text: "HANON", size: 38, tracking: 3 }], sub: { font: F.inter("SemiBold"), text: "SYSTEMS", size: 12, tracking: 6 }, accent: TEAL },
  doowon: { name: "Doowon", runs: [{ font: F.spartan("Bold"), text: "DOOWON", size: 40, tracking: 2 }], mark: "bar", accent: BLUE },
  "mahle-behr": { name: "Mahle Behr", runs: [{ font: F.inter("Black"), text: "MAHLE", size: 34, tracking: 1 }, { font: F.inter("Light"), text: "BEHR", size: 34, tracking: 1, color: BLUE }] },
  subros: { name: "Subros", runs: [{ font: F.adventor("bold"), text: "subros", size: 46 }], mark: "dot", accent: ORANGE },
  sanden: { name: "Sanden", runs: [{ font: F.inter("ExtraBoldItalic"), text: "SANDEN", size: 38, tracking: 2 }], mark: "bar", accent: BLUE },
  denso: { name: "Denso", runs: [{ font: F.heros("bold"), text: "DENSO", size: 40, tracking: 5 }], mark: "bar", accent: ORANGE },
  valeo: { name: "Valeo", runs: [{ font: F.manrope("Bold"), text: "valeo", size: 48, tracking: 1 }], mark: "dot", accent: TEAL },
  motherson: { name: "Motherson", runs: [{ font: F.inter("Bold"), text: "MOTHERSON", size: 28, tracking: 3 }], mark: "bar", accent: TEAL },
  "calsonic-kensei": { name: "Calsonic Kensei", runs: [{ font: F.spartan("SemiBold"), text: "CALSONIC", size: 34, tracking: 3 }], sub: { font: F.inter("SemiBold"), text: "KENSEI", size: 12, tracking: 7 }, accent: BLUE },
  estra: { name: "Estra", runs: [{ font: F.adventor("bold"), text: "ESTRA", size: 40, tracking: 7 }], mark: "bar", accent: ORANGE },
  pacific: { name: "Pacific", runs: [{ font: F.manrope("ExtraBold"), text: "Pacific", size: 42, tracking: 0 }], mark: "dot", accent: BLUE },
  spal: { name: "Spal", runs: [{ font: F.spartan("Black"), text: "SPAL", size: 48, tracking: 5 }], mark: "bar", accent: ORANGE },
};

const makes = {
  hyundai: "Hyundai", mahindra: "Mahindra", toyota: "Toyota", honda: "Honda", kia: "Kia", skoda: "Skoda",
  bmw: "BMW", "mercedes-benz": "Mercedes-Benz", audi: "Audi", ford: "Ford", nissan: "Nissan",
  "land-rover": "Land Rover", mg: "MG", volvo: "Volvo",
};

const root = process.argv[2];
mkdirSync(`${root}/public/images/brands`, { recursive: true });
mkdirSync(`${root}/public/images/makes`, { recursive: true });
for (const [slug, spec] of Object.entries(brands)) {
  writeFileSync(`${root}/public/images/brands/${slug}.svg`, wordmark(spec));
}
for (const [slug, name] of Object.entries(makes)) {
  const upper = name.toUpperCase();
  writeFileSync(
    `${root}/public/images/makes/${slug}.svg`,
    wordmark({
      name,
      runs: [{ font: F.interDisplay("SemiBold"), text: upper, size: 30, tracking: upper.length > 8 ? 2 : 4 }],
      mark: "bar",
      accent: ORANGE,
      maxWidth: 180,
    }),
  );
}
console.log("tiles written");
