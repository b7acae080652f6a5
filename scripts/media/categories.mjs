// Eight line illustrations of the parts, 200×140, navy strokes with orange details on a pale tile.
import { writeFileSync } from "node:fs";
const N = "#1e3a8a"; // navy line
const L = "#93c5fd"; // light fin lines
const O = "#c2410c"; // orange details
const wrap = (title, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 140" width="200" height="140" role="img" aria-label="${title}"><title>${title}</title><defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef5ff"/><stop offset="1" stop-color="#f8fafc"/></linearGradient><radialGradient id="glow" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#dbeafe"/><stop offset="1" stop-color="#dbeafe" stop-opacity="0"/></radialGradient></defs><rect width="200" height="140" fill="url(#bg)"/><ellipse cx="100" cy="66" rx="86" ry="60" fill="url(#glow)"/><ellipse cx="100" cy="124" rx="62" ry="5" fill="#0f172a" opacity=".08"/><g fill="none" stroke="${N}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round">${body}</g></svg>\n`;

const lines = (n, f) => Array.from({ length: n }, (_, i) => f(i)).join("");

const art = {
  compressor: ["Compressor", `
    <path d="M60 42h88a14 14 0 0 1 14 14v32a14 14 0 0 1-14 14H60" fill="#fff"/>
    <path d="M100 42v60M126 42v60" stroke="${L}"/>
    <rect x="156" y="48" width="18" height="48" rx="6" fill="#fff"/>
    <path d="M118 42v-9h14v9M140 42v-9h14v9" fill="#fff"/>
    <path d="M115 31h20M137 31h20" stroke="${O}"/>
    <path d="M88 102l-4 14h16l-4-14M134 102l-4 14h16l-4-14" fill="#fff"/>
    <circle cx="56" cy="72" r="34" fill="#fff"/>
    <circle cx="56" cy="72" r="27"/>
    <circle cx="56" cy="72" r="24" stroke="${L}" stroke-width="2"/>
    <circle cx="56" cy="72" r="12" stroke="${O}"/>
    <circle cx="56" cy="72" r="3.5" fill="${N}"/>
    <path d="M56 60v-8M56 84v8M44 72h-8M68 72h8" stroke-width="2"/>`],
  condenser: ["Condenser", `
    <rect x="38" y="26" width="124" height="88" rx="3" fill="#fff"/>
    ${lines(19, (i) => `<path d="M${44 + i * 6.3} 28v84" stroke="${L}" stroke-width="1.5"/>`)}
    ${lines(6, (i) => `<path d="M38 ${38 + i * 13}h124" stroke-width="2"/>`)}
    <rect x="28" y="22" width="12" height="96" rx="5" fill="#fff"/>
    <rect x="160" y="22" width="12" height="96" rx="5" fill="#fff"/>
    <path d="M172 34h10v-14M172 100h12v18"/>
    <path d="M177 20h10M179 118h10" stroke="${O}"/>
    <path d="M26 60h-6v20h6" />`],
  "cooling-coil": ["Cooling Coil", `
    <path d="M48 40l24-16h84l-24 16z" fill="#fff"/>
    <path d="M132 40l24-16v70l-24 16z" fill="#fff"/>
    <rect x="48" y="40" width="84" height="70" fill="#fff"/>
    ${lines(13, (i) => `<path d="M${54 + i * 6} 42v66" stroke="${L}" stroke-width="1.5"/>`)}
    ${lines(4, (i) => `<path d="M136 ${46 + i * 15}c10-6 10-2 14-9" stroke-width="2.5"/>`)}
    <path d="M48 40h84v70H48z"/>
    <path d="M78 24v-10M98 24v-10" />
    <rect x="72" y="6" width="32" height="10" rx="3" fill="#fff" stroke="${O}"/>`],
  "blower-motor": ["Blower Motor", `
    <path d="M54 36v44c0 7 21 13 46 13s46-6 46-13V36" fill="#fff"/>
    ${lines(11, (i) => { const x = 60 + i * 8; return `<path d="M${x} ${44 + Math.abs(5 - i) * 0.6}v${40 - Math.abs(5 - i) * 0.5}" stroke="${L}" stroke-width="2"/>`; })}
    <ellipse cx="100" cy="36" rx="46" ry="13" fill="#fff"/>
    <ellipse cx="100" cy="36" rx="20" ry="5.5" stroke="${O}"/>
    <path d="M54 80c0 7 21 13 46 13s46-6 46-13"/>
    <path d="M30 92l22-4M170 92l-22-4" />
    <ellipse cx="100" cy="96" rx="72" ry="12" fill="none" stroke-width="2.5"/>
    <path d="M78 100v14c0 4 10 7 22 7s22-3 22-7v-14" fill="#fff"/>
    <rect x="124" y="106" width="18" height="10" rx="2" stroke="${O}" fill="#fff"/>`],
  radiator: ["Radiator", `
    <rect x="36" y="34" width="128" height="72" fill="#fff"/>
    ${lines(20, (i) => `<path d="M${42 + i * 6.1} 36v68" stroke="${L}" stroke-width="1.5"/>`)}
    ${lines(4, (i) => `<path d="M36 ${48 + i * 15}h128" stroke-width="1.5" stroke="${L}"/>`)}
    <rect x="30" y="20" width="140" height="16" rx="6" fill="#fff"/>
    <rect x="30" y="104" width="140" height="16" rx="6" fill="#fff"/>
    <path d="M60 20v-6h16v6" fill="#fff"/>
    <rect x="56" y="8" width="24" height="7" rx="3" stroke="${O}" fill="#fff"/>
    <path d="M170 28h14M170 112h14" stroke-width="7" stroke="${N}"/>
    <path d="M170 28h14M170 112h14" stroke-width="3" stroke="#fff"/>
    <path d="M186 24v8M186 108v8" stroke="${O}"/>`],
  "radiator-fan-assembly": ["Radiator Fan Assembly", `
    <rect x="36" y="8" width="128" height="124" rx="16" fill="#fff"/>
    <circle cx="100" cy="70" r="54"/>
    <circle cx="100" cy="70" r="50" stroke="${L}" stroke-width="1.5"/>
    ${lines(5, (i) => `<path transform="rotate(${i * 72} 100 70)" d="M100 58c8-16 26-24 40-16-4 14-22 20-33 24" fill="#fff"/>`)}
    <circle cx="100" cy="70" r="12" fill="#fff"/>
    <circle cx="100" cy="70" r="5" stroke="${O}"/>
    <path d="M46 18l12 12M154 18l-12 12M46 122l12-12M154 122l-12-12" stroke-width="2"/>
    <rect x="140" y="118" width="22" height="10" rx="2" stroke="${O}" fill="#fff"/>`],
  "expansion-valves": ["Expansion Valves", `
    <path d="M40 62h30M40 96h30M130 62h30M130 96h30"/>
    <path d="M30 62h10M30 96h10M160 62h10M170 96h-10" stroke-width="9" stroke="${N}"/>
    <path d="M30 62h10M30 96h10M160 62h10M170 96h-10" stroke-width="5" stroke="#fff"/>
    <path d="M46 56v12M46 90v12M154 56v12M154 90v12" stroke="${O}" stroke-width="4"/>
    <rect x="68" y="46" width="64" height="68" rx="6" fill="#fff"/>
    <path d="M76 46c0-18 10-26 24-26s24 8 24 26" fill="#fff"/>
    <path d="M84 38h32" stroke="${O}"/>
    <path d="M100 20v-8" />
    <circle cx="100" cy="12" r="4" fill="#fff" stroke="${O}"/>
    <circle cx="84" cy="80" r="5"/><circle cx="116" cy="80" r="5"/>
    <path d="M68 100h64" stroke="${L}"/>`],
  injectors: ["Injectors", `
    <path d="M22 62h26v16H22z" fill="#fff"/>
    <path d="M32 58v24" stroke="${O}" stroke-width="5"/>
    <rect x="46" y="52" width="88" height="36" rx="8" fill="#fff"/>
    <path d="M60 52v36M120 52v36" stroke="${L}" stroke-width="2"/>
    <path d="M72 52V30h34v22" fill="#fff"/>
    <path d="M78 30v-6h22v6" fill="#fff"/>
    <path d="M82 42h14" stroke="${O}"/>
    <path d="M134 58h18l18 8v8l-18 8h-18" fill="#fff"/>
    <path d="M146 56v28" stroke="${O}" stroke-width="4"/>
    <path d="M170 70h10" />
    <path d="M184 64l6-4M186 70h8M184 76l6 4" stroke="${L}" stroke-width="2"/>`],
};
const dir = process.argv[2];
for (const [slug, [title, body]] of Object.entries(art)) {
  writeFileSync(`${dir}/public/images/categories/${slug}.svg`, wrap(title, body.replace(/\n\s*/g, "")));
}
console.log("categories written");
