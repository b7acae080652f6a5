// Scenes drawn as SVG, parametrised by size (and by t in [0,1) for the looping videos).
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}
const f = (v) => Number(v.toFixed(1));

/** The compressor line drawing (category art) at any scale; stroke colours passed in. */
export function compressor({ x, y, s, line = "#bae6fd", soft = "#38bdf8", accent = "#fb923c", fill = "none", width = 3 }) {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${s})" fill="none" stroke="${line}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">
    <path d="M60 42h88a14 14 0 0 1 14 14v32a14 14 0 0 1-14 14H60" fill="${fill}"/>
    <path d="M100 42v60M126 42v60M113 42v60" stroke="${soft}" stroke-width="${width * 0.6}"/>
    <rect x="156" y="48" width="18" height="48" rx="6" fill="${fill}"/>
    <path d="M118 42v-9h14v9M140 42v-9h14v9" fill="${fill}"/>
    <path d="M115 31h20M137 31h20" stroke="${accent}"/>
    <path d="M88 102l-4 14h16l-4-14M134 102l-4 14h16l-4-14" fill="${fill}"/>
    <circle cx="56" cy="72" r="34" fill="${fill}"/>
    <circle cx="56" cy="72" r="27"/>
    <circle cx="56" cy="72" r="24" stroke="${soft}" stroke-width="${width * 0.5}"/>
    <circle cx="56" cy="72" r="20" stroke="${soft}" stroke-width="${width * 0.4}"/>
    <circle cx="56" cy="72" r="12" stroke="${accent}"/>
    <circle cx="56" cy="72" r="3.5" fill="${line}"/>
    <path d="M56 60v-8M56 84v8M44 72h-8M68 72h8" stroke-width="${width * 0.7}"/>
  </g>`;
}

function particles(w, h, n, seed, { minR = 0.6, maxR = 2.2, color = "#e0f2fe", maxO = 0.7, region } = {}) {
  const r = rng(seed);
  let out = "";
  for (let i = 0; i < n; i++) {
    const px = region ? region.x + r() * region.w : r() * w;
    const py = region ? region.y + r() * region.h : r() * h;
    out += `<circle cx="${f(px)}" cy="${f(py)}" r="${f(minR + r() * (maxR - minR))}" fill="${color}" opacity="${f(0.1 + r() * maxO) }"/>`;
  }
  return out;
}

/** Slide 1: the compressor, lit like a product shot on deep navy, with frost in the air. */
export function heroParts(w, h) {
  const portrait = h > w;
  const s = portrait ? (w * 0.64) / 200 : (h * 0.6) / 140;
  const cx = portrait ? w * 0.52 : w * 0.71;
  const cy = portrait ? h * 0.24 : h * 0.5;
  const fins = Array.from({ length: 60 }, (_, i) => `<path d="M${f((i / 60) * w * 1.1)} 0v${h}" />`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#020617"/><stop offset=".55" stop-color="#0a1a3f"/><stop offset="1" stop-color="#0c2a5c"/></linearGradient>
    <radialGradient id="g1" cx="${portrait ? 0.52 : 0.71}" cy="${portrait ? 0.24 : 0.5}" r="${portrait ? 0.5 : 0.42}"><stop offset="0" stop-color="#0ea5e9" stop-opacity=".45"/><stop offset=".5" stop-color="#1d4ed8" stop-opacity=".18"/><stop offset="1" stop-color="#1d4ed8" stop-opacity="0"/></radialGradient>
    <radialGradient id="g2" cx=".95" cy="1" r=".5"><stop offset="0" stop-color="#c2410c" stop-opacity=".35"/><stop offset="1" stop-color="#c2410c" stop-opacity="0"/></radialGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#020617" stop-opacity=".9"/><stop offset=".5" stop-color="#020617" stop-opacity="0"/></linearGradient>
    <filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${f(s * 3)}"/></filter>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g stroke="#38bdf8" stroke-opacity=".05" stroke-width="2" transform="skewX(-12)">${fins}</g>
  <rect width="${w}" height="${h}" fill="url(#g1)"/>
  <rect width="${w}" height="${h}" fill="url(#g2)"/>
  <ellipse cx="${f(cx)}" cy="${f(cy + 62 * s)}" rx="${f(80 * s)}" ry="${f(6 * s)}" fill="#38bdf8" opacity=".18" filter="url(#blur)"/>
  <g filter="url(#blur)" opacity=".55">${compressor({ x: cx - 100 * s, y: cy - 70 * s, s, line: "#38bdf8", soft: "#38bdf8", accent: "#fb923c", width: 4 })}</g>
  ${compressor({ x: cx - 100 * s, y: cy - 70 * s, s, line: "#e0f2fe", soft: "#7dd3fc", accent: "#fb923c", fill: "#0b1b3d", width: 2.4 })}
  ${particles(w, h, portrait ? 110 : 160, 7)}
  ${portrait ? "" : `<rect width="${w}" height="${h}" fill="url(#fade)"/>`}
</svg>`;
}

function ridge(w, h, base, amp, seed, steps = 14) {
  const r = rng(seed);
  let d = `M0 ${h} L0 ${f(base)}`;
  for (let i = 1; i <= steps; i++) {
    const x = (i / steps) * w;
    const y = base - amp * (0.35 + r() * 0.65) + (i % 2 ? amp * 0.25 : 0);
    d += ` L${f(x - w / steps / 2)} ${f(y)} L${f(x)} ${f(base - amp * r() * 0.4)}`;
  }
  return `${d} L${w} ${h}Z`;
}

/** Slide 4: a road climbing into the hills at dusk. */
export function heroRoad(w, h) {
  const portrait = h > w;
  const horizon = h * (portrait ? 0.52 : 0.58);
  const vx = w * (portrait ? 0.5 : 0.64);
  const roadHalf = w * (portrait ? 0.9 : 0.55);
  const dashes = Array.from({ length: 9 }, (_, i) => {
    const z0 = (i + 0.2) / 9, z1 = (i + 0.55) / 9; // 0 near .. 1 far
    const p = (z) => 1 / (1 + z * 9);
    const y0 = horizon + (h - horizon) * p(z0), y1 = horizon + (h - horizon) * p(z1);
    const w0 = 10 * p(z0) * (w / 1000), w1 = 10 * p(z1) * (w / 1000);
    const x0 = vx + (w * 0.5 - vx) * p(z0) * 0.2, x1 = vx + (w * 0.5 - vx) * p(z1) * 0.2;
    return `<path d="M${f(x0 - w0)} ${f(y0)} L${f(x0 + w0)} ${f(y0)} L${f(x1 + w1)} ${f(y1)} L${f(x1 - w1)} ${f(y1)}Z" fill="#fbbf24" opacity=".85"/>`;
  }).join("");
  const nearX = vx + (w * 0.5 - vx) * 0.2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#020617"/><stop offset=".38" stop-color="#172554"/><stop offset=".62" stop-color="#7c2d12"/><stop offset=".74" stop-color="#ea580c"/><stop offset=".8" stop-color="#fdba74"/></linearGradient>
    <radialGradient id="sun" cx="${f(vx / w)}" cy="${f(horizon / h)}" r=".35"><stop offset="0" stop-color="#fff7ed" stop-opacity=".95"/><stop offset=".12" stop-color="#fdba74" stop-opacity=".7"/><stop offset="1" stop-color="#ea580c" stop-opacity="0"/></radialGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#020617"/></linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#020617" stop-opacity=".85"/><stop offset=".55" stop-color="#020617" stop-opacity="0"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1324"/><stop offset="1" stop-color="#020617"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${particles(w, horizon * 0.55, 90, 11, { maxR: 1.4, color: "#fff", maxO: 0.6 })}
  <rect width="${w}" height="${h}" fill="url(#sun)"/>
  <path d="${ridge(w, horizon + 4, horizon - h * 0.02, h * 0.16, 3, 9)}" fill="#4c1d3d" opacity=".55"/>
  <path d="${ridge(w, horizon + 4, horizon, h * 0.11, 5, 12)}" fill="#1e1b4b" opacity=".85"/>
  <path d="${ridge(w, horizon + 6, horizon + 2, h * 0.06, 9, 18)}" fill="#0f172a"/>
  <rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="url(#ground)"/>
  <path d="M${f(vx - 2)} ${f(horizon)} L${f(vx + 2)} ${f(horizon)} L${f(nearX + roadHalf)} ${h} L${f(nearX - roadHalf)} ${h}Z" fill="url(#road)"/>
  <path d="M${f(vx - 2)} ${f(horizon)} L${f(nearX - roadHalf * 0.92)} ${h}M${f(vx + 2)} ${f(horizon)} L${f(nearX + roadHalf * 0.92)} ${h}" stroke="#e2e8f0" stroke-opacity=".55" stroke-width="${f(w / 600)}"/>
  ${dashes}
  <rect y="${f(horizon - 2)}" width="${w}" height="3" fill="#fed7aa" opacity=".35"/>
  ${portrait ? "" : `<rect width="${w}" height="${h}" fill="url(#fade)"/>`}
</svg>`;
}

/** Video A (technology and trust): air streams through a condenser's fins while a fan turns. */
export function airflowFrame(w, h, t) {
  const lines = [];
  const r = rng(21);
  for (let i = 0; i < 26; i++) {
    const y = h * (0.08 + (i / 26) * 0.84);
    const amp = h * (0.015 + r() * 0.03);
    const phase = r() * Math.PI * 2;
    const speed = 1 + Math.floor(r() * 2);
    let d = "";
    for (let x = -20; x <= w + 20; x += 20) {
      const yy = y + amp * Math.sin((x / w) * Math.PI * 4 + phase - t * Math.PI * 2 * speed);
      d += `${x === -20 ? "M" : "L"}${x} ${f(yy)}`;
    }
    const hue = i % 3 === 0 ? "#7dd3fc" : "#38bdf8";
    lines.push(`<path d="${d}" stroke="${hue}" stroke-opacity="${f(0.18 + r() * 0.3)}" stroke-width="${f(1 + r() * 1.6)}" fill="none" stroke-dasharray="${f(w / 8)} ${f(w / 16)}" stroke-dashoffset="${f(-(t * speed * (w * 3) / 16) * 2)}"/>`);
  }
  const dots = [];
  const r2 = rng(33);
  for (let i = 0; i < 70; i++) {
    const y = r2() * h, x0 = r2() * w, laps = 1 + Math.floor(r2() * 2);
    const x = (x0 + t * w * laps) % w;
    dots.push(`<circle cx="${f(x)}" cy="${f(y + Math.sin(t * Math.PI * 2 + i) * 6)}" r="${f(1 + r2() * 2.2)}" fill="#e0f2fe" opacity="${f(0.25 + r2() * 0.6)}"/>`);
  }
  const finX = w * 0.5;
  const fins = Array.from({ length: 22 }, (_, i) => `<path d="M${f(finX - w * 0.12 + i * w * 0.0115)} ${f(h * 0.12)}v${f(h * 0.76)}"/>`).join("");
  const fanR = h * 0.36;
  const blades = Array.from({ length: 5 }, (_, i) => `<path transform="rotate(${i * 72} 0 0)" d="M0 ${f(-fanR * 0.22)}c${f(fanR * 0.3)} ${f(-fanR * 0.55)} ${f(fanR * 0.75)} ${f(-fanR * 0.6)} ${f(fanR * 0.95)} ${f(-fanR * 0.3)}c${f(-fanR * 0.2)} ${f(fanR * 0.35)} ${f(-fanR * 0.6)} ${f(fanR * 0.42)} ${f(-fanR * 0.82)} ${f(fanR * 0.42)}z"/>`).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#020617"/><stop offset="1" stop-color="#0b2351"/></linearGradient>
    <radialGradient id="glow" cx=".5" cy=".5" r=".45"><stop offset="0" stop-color="#0ea5e9" stop-opacity=".35"/><stop offset="1" stop-color="#0ea5e9" stop-opacity="0"/></radialGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#020617" stop-opacity=".75"/><stop offset=".5" stop-color="#020617" stop-opacity=".1"/><stop offset="1" stop-color="#020617" stop-opacity=".3"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g transform="translate(${f(w * 0.78)} ${f(h * 0.5)}) rotate(${f(t * 72)})" fill="#1e3a8a" fill-opacity=".35" stroke="#38bdf8" stroke-opacity=".35" stroke-width="2">${blades}<circle r="${f(fanR * 0.16)}" fill="#0b2351"/></g>
  <circle cx="${f(w * 0.78)}" cy="${f(h * 0.5)}" r="${f(fanR * 1.02)}" fill="none" stroke="#38bdf8" stroke-opacity=".25" stroke-width="3"/>
  <rect width="${w}" height="${h}" fill="url(#glow)"/>
  ${lines.join("")}
  <g stroke="#bae6fd" stroke-opacity=".35" stroke-width="2">${fins}</g>
  <rect x="${f(finX - w * 0.125)}" y="${f(h * 0.1)}" width="${f(w * 0.25)}" height="${f(h * 0.8)}" rx="6" fill="none" stroke="#e0f2fe" stroke-opacity=".55" stroke-width="3"/>
  ${dots.join("")}
  <rect width="${w}" height="${h}" fill="url(#fade)"/>
</svg>`;
}

/** Video B (connecting journeys): a night highway rushing towards the viewer, light trails beside. */
export function highwayFrame(w, h, t) {
  const horizon = h * 0.46, vx = w * 0.56;
  const P = (z) => 1 / (0.25 + z * 6); // z 0 (near) .. 1 (far)
  const proj = (lane, z) => ({ x: vx + lane * w * 0.22 * P(z), y: horizon + (h - horizon) * P(z) * 0.25 });
  const dashes = [];
  const period = 1 / 10;
  for (let i = -1; i < 11; i++) {
    const z0 = (i + 1 - t) * period, z1 = z0 + period * 0.45;
    if (z0 < 0 || z0 > 1) continue;
    for (const lane of [-1, 1]) {
      const a = proj(lane, z0), b = proj(lane, z1);
      const wa = 6 * P(z0) * 0.25 * (w / 1280) * 2, wb = 6 * P(z1) * 0.25 * (w / 1280) * 2;
      dashes.push(`<path d="M${f(a.x - wa)} ${f(a.y)} L${f(a.x + wa)} ${f(a.y)} L${f(b.x + wb)} ${f(b.y)} L${f(b.x - wb)} ${f(b.y)}Z" fill="#fde68a" opacity="${f(Math.min(0.95, 0.25 + P(z0) * 0.5))}"/>`);
    }
  }
  const poles = [];
  for (let i = 0; i < 6; i++) {
    const z = (((i + 1 - t) / 6) % 1) + 0.02;
    const base = proj(-2.6, z), top = { x: base.x, y: base.y - h * 0.9 * P(z) * 0.25 };
    const sw = Math.max(1, 4 * P(z) * 0.25);
    poles.push(`<path d="M${f(base.x)} ${f(base.y)}V${f(top.y)}h${f(w * 0.04 * P(z) * 0.25)}" stroke="#334155" stroke-width="${f(sw)}" fill="none"/><circle cx="${f(top.x + w * 0.04 * P(z) * 0.25)}" cy="${f(top.y)}" r="${f(sw * 2.2)}" fill="#fef3c7"/><circle cx="${f(top.x + w * 0.04 * P(z) * 0.25)}" cy="${f(top.y)}" r="${f(sw * 7)}" fill="#fde68a" opacity=".12"/>`);
  }
  const edgeL = [proj(-2.2, 0), proj(-2.2, 1)], edgeR = [proj(2.2, 0), proj(2.2, 1)];
  const trails = [];
  const r = rng(5);
  for (let i = 0; i < 12; i++) {
    const side = i % 2 ? 1 : -1;
    const lane = side * (2.5 + r() * 1.4), off = r();
    // Tail lights drift away on the right, headlights come towards us on the left.
    const z0 = side > 0 ? (off + t) % 1 : (off + 1 - t) % 1, len = 0.12 + r() * 0.15;
    const a = proj(lane, Math.min(1, z0 + len)), b = proj(lane, z0);
    trails.push(`<path d="M${f(a.x)} ${f(a.y)}L${f(b.x)} ${f(b.y)}" stroke="${side > 0 ? "#f87171" : "#fef9c3"}" stroke-opacity="${f((0.45 + r() * 0.45) * Math.sin(Math.PI * z0))}" stroke-width="${f(2 + P(z0) * 2)}" stroke-linecap="round"/>`);
  }
  const city = [];
  const r3 = rng(8);
  let x = 0;
  while (x < w) {
    const bw = w * (0.015 + r3() * 0.03), bh = h * (0.02 + r3() * 0.09);
    city.push(`<rect x="${f(x)}" y="${f(horizon - bh)}" width="${f(bw)}" height="${f(bh)}" fill="#0f1b3a"/>`);
    if (r3() > 0.4) city.push(`<rect x="${f(x + bw * 0.3)}" y="${f(horizon - bh * 0.7)}" width="2" height="2" fill="#fcd34d" opacity=".8"/>`);
    x += bw + 2;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#020617"/><stop offset=".7" stop-color="#172554"/><stop offset="1" stop-color="#3b1d5c"/></linearGradient>
    <radialGradient id="haze" cx="${f(vx / w)}" cy="${f(horizon / h)}" r=".45"><stop offset="0" stop-color="#f97316" stop-opacity=".4"/><stop offset="1" stop-color="#f97316" stop-opacity="0"/></radialGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1e293b"/><stop offset="1" stop-color="#030712"/></linearGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#020617" stop-opacity=".8"/><stop offset=".55" stop-color="#020617" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${particles(w, horizon * 0.8, 80, 4, { maxR: 1.3, color: "#fff", maxO: 0.5 })}
  ${city.join("")}
  <rect y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="#030712"/>
  <path d="M${f(edgeL[1].x)} ${f(edgeL[1].y)} L${f(edgeR[1].x)} ${f(edgeR[1].y)} L${f(edgeR[0].x)} ${f(edgeR[0].y)} L${f(edgeL[0].x)} ${f(edgeL[0].y)}Z" fill="url(#road)"/>
  <path d="M${f(edgeL[1].x)} ${f(edgeL[1].y)} L${f(edgeL[0].x)} ${f(edgeL[0].y)}M${f(edgeR[1].x)} ${f(edgeR[1].y)} L${f(edgeR[0].x)} ${f(edgeR[0].y)}" stroke="#e2e8f0" stroke-opacity=".6" stroke-width="3"/>
  <rect width="${w}" height="${h}" fill="url(#haze)"/>
  ${dashes.join("")}
  ${trails.join("")}
  ${poles.join("")}
  <rect width="${w}" height="${h}" fill="url(#fade)"/>
</svg>`;
}

function box(x, y, bw, bh, label) {
  return `<g transform="translate(${f(x)} ${f(y)})"><rect width="${f(bw)}" height="${f(bh)}" rx="4" fill="#b7794a"/><rect width="${f(bw)}" height="${f(bh * 0.16)}" rx="3" fill="#a0643a"/><rect x="${f(bw * 0.44)}" width="${f(bw * 0.12)}" height="${f(bh * 0.5)}" fill="#d9a877"/>${label ? `<rect x="${f(bw * 0.12)}" y="${f(bh * 0.55)}" width="${f(bw * 0.34)}" height="${f(bh * 0.26)}" rx="2" fill="#f8fafc"/><path d="M${f(bw * 0.17)} ${f(bh * 0.62)}h${f(bw * 0.2)}M${f(bw * 0.17)} ${f(bh * 0.7)}h${f(bw * 0.14)}" stroke="#1e3a8a" stroke-width="2"/>` : ""}</g>`;
}

/** Growth video: parcels riding a conveyor through the warehouse, shelves behind. */
export function warehouseFrame(w, h, t) {
  const beltY = h * 0.82, spacing = w / 4.5;
  const shelves = [];
  for (let s = 0; s < 3; s++) {
    const sy = h * (0.1 + s * 0.21);
    shelves.push(`<rect x="0" y="${f(sy + h * 0.11)}" width="${w}" height="${f(h * 0.012)}" fill="#1e3a8a" opacity=".6"/>`);
    const r = rng(40 + s);
    let x = -10;
    while (x < w) {
      const bw = w * (0.04 + r() * 0.05), bh = h * (0.05 + r() * 0.05);
      shelves.push(`<rect x="${f(x)}" y="${f(sy + h * 0.11 - bh)}" width="${f(bw)}" height="${f(bh)}" rx="3" fill="${r() > 0.3 ? "#1e293b" : "#7c4a2a"}" opacity=".85"/>`);
      x += bw + w * 0.008;
    }
  }
  for (let p = 0; p < 9; p++) shelves.push(`<rect x="${f((p / 8) * w - 6)}" y="${f(h * 0.06)}" width="8" height="${f(h * 0.7)}" fill="#1e3a8a" opacity=".7"/>`);
  const boxes = [];
  for (let i = -4; i < 6; i++) {
    // Three box sizes repeat, and the belt moves three boxes per loop, so the loop is seamless.
    const bx = i * spacing + t * 3 * spacing;
    const kind = ((i % 3) + 3) % 3;
    const size = [1, 0.8, 0.9][kind];
    const bw = h * 0.2 * size, bh = h * 0.15 * size;
    boxes.push(box(bx, beltY - bh, bw, bh, kind !== 1));
  }
  const rollers = [];
  for (let i = 0; i < 24; i++) {
    const rx = (i / 23) * w;
    rollers.push(`<g transform="translate(${f(rx)} ${f(beltY + h * 0.035)}) rotate(${f(t * 360)})"><circle r="${f(h * 0.022)}" fill="#334155"/><path d="M${f(-h * 0.018)} 0h${f(h * 0.036)}" stroke="#94a3b8" stroke-width="2"/></g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b1737"/><stop offset="1" stop-color="#020617"/></linearGradient>
    <radialGradient id="lamp" cx=".5" cy="0" r=".7"><stop offset="0" stop-color="#fde68a" stop-opacity=".22"/><stop offset="1" stop-color="#fde68a" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${shelves.join("")}
  <rect width="${w}" height="${h}" fill="url(#lamp)"/>
  <rect y="${f(beltY)}" width="${w}" height="${f(h * 0.07)}" fill="#0f172a"/>
  ${rollers.join("")}
  <rect y="${f(beltY)}" width="${w}" height="${f(h * 0.012)}" fill="#64748b"/>
  ${boxes.join("")}
  <rect y="${f(beltY + h * 0.07)}" width="${w}" height="${f(h * 0.3)}" fill="#020617"/>
  <path d="M0 ${f(beltY + h * 0.075)}H${w}" stroke="#fb923c" stroke-opacity=".5" stroke-width="3" stroke-dasharray="24 16"/>
</svg>`;
}

/** The warehouse as a still, for the about sections. */
export function warehouseStill(w, h) {
  // Drawn taller, then cut just under the belt: the still needs no empty floor.
  const tall = Math.round(h * 1.05);
  return warehouseFrame(w, tall, 0.35).replace(`height="${tall}" viewBox="0 0 ${w} ${tall}"`, `height="${h}" viewBox="0 0 ${w} ${h}"`);
}

/** A blog card: the compressor on a tinted gradient with the make's name set large behind it. */
export function blogCard(w, h, name, hue, textPath) {
  const s = (h * 0.7) / 140;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 12%)"/><stop offset="1" stop-color="hsl(${hue} 65% 28%)"/></linearGradient>
    <radialGradient id="g" cx=".62" cy=".5" r=".5"><stop offset="0" stop-color="hsl(${hue} 90% 60%)" stop-opacity=".35"/><stop offset="1" stop-color="hsl(${hue} 90% 60%)" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  ${textPath}
  <rect width="${w}" height="${h}" fill="url(#g)"/>
  ${compressor({ x: w * 0.6 - 100 * s, y: h * 0.52 - 70 * s, s, line: "#f8fafc", soft: `hsl(${hue} 90% 75%)`, accent: "#fb923c", fill: `hsl(${hue} 60% 16%)`, width: 2.6 })}
  ${particles(w, h, 40, hue, { maxR: 1.6, maxO: 0.5 })}
</svg>`;
}

/** Video B (connecting journeys): routes from the hub in India to the region and abroad, pulses travelling along them. */
export function networkFrame(w, h, t) {
  const P = (x, y) => [x * w, y * h];
  const hub = P(0.63, 0.56);
  const nodes = [
    [0.47, 0.42, 0.0], [0.39, 0.7, 0.35], [0.8, 0.66, 0.6], [0.86, 0.4, 0.15], [0.6, 0.3, 0.5],
    [0.7, 0.8, 0.8], [0.55, 0.66, 0.25], [0.74, 0.47, 0.7], [0.93, 0.8, 0.45],
  ].map(([x, y, o]) => ({ p: P(x, y), o }));
  const dots = [];
  const step = Math.round(w / 48);
  for (let y = step / 2; y < h; y += step) {
    for (let x = step / 2; x < w; x += step) {
      const d = Math.hypot((x - hub[0]) / w, (y - hub[1]) / h);
      const o = Math.max(0, 0.42 - d * 0.55);
      if (o > 0.02) dots.push(`<circle cx="${f(x)}" cy="${f(y)}" r="1.3" fill="#7dd3fc" opacity="${f(o)}"/>`);
    }
  }
  const arcs = [];
  const pulses = [];
  const rings = [];
  for (const { p, o } of nodes) {
    const mx = (hub[0] + p[0]) / 2, my = (hub[1] + p[1]) / 2 - Math.hypot(p[0] - hub[0], p[1] - hub[1]) * 0.35;
    arcs.push(`<path d="M${f(hub[0])} ${f(hub[1])}Q${f(mx)} ${f(my)} ${f(p[0])} ${f(p[1])}" fill="none" stroke="#38bdf8" stroke-opacity=".3" stroke-width="2"/>`);
    const phase = (t + o) % 1;
    for (let k = 0; k < 8; k++) {
      const s = phase - k * 0.018;
      if (s < 0) continue;
      const x = (1 - s) ** 2 * hub[0] + 2 * (1 - s) * s * mx + s * s * p[0];
      const y = (1 - s) ** 2 * hub[1] + 2 * (1 - s) * s * my + s * s * p[1];
      pulses.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(4.5 - k * 0.45)}" fill="${k === 0 ? "#fef3c7" : "#fb923c"}" opacity="${f((1 - k / 8) * Math.min(1, (1 - phase) * 5))}"/>`);
    }
    const ring = (t + o + 0.5) % 1;
    rings.push(`<circle cx="${f(p[0])}" cy="${f(p[1])}" r="${f(6 + ring * 26)}" fill="none" stroke="#7dd3fc" stroke-width="2" opacity="${f((1 - ring) * 0.7)}"/><circle cx="${f(p[0])}" cy="${f(p[1])}" r="5" fill="#e0f2fe"/>`);
  }
  const hubRing = t % 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#020617"/><stop offset="1" stop-color="#0b1f4d"/></linearGradient>
    <radialGradient id="hub" cx="${f(hub[0] / w)}" cy="${f(hub[1] / h)}" r=".35"><stop offset="0" stop-color="#f97316" stop-opacity=".35"/><stop offset=".4" stop-color="#1d4ed8" stop-opacity=".18"/><stop offset="1" stop-color="#1d4ed8" stop-opacity="0"/></radialGradient>
    <linearGradient id="fade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#020617" stop-opacity=".85"/><stop offset=".45" stop-color="#020617" stop-opacity="0"/></linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <rect width="${w}" height="${h}" fill="url(#hub)"/>
  ${dots.join("")}
  ${arcs.join("")}
  ${rings.join("")}
  ${pulses.join("")}
  <circle cx="${f(hub[0])}" cy="${f(hub[1])}" r="${f(10 + hubRing * 40)}" fill="none" stroke="#fb923c" stroke-width="3" opacity="${f((1 - hubRing) * 0.8)}"/>
  <circle cx="${f(hub[0])}" cy="${f(hub[1])}" r="10" fill="#fb923c"/>
  <circle cx="${f(hub[0])}" cy="${f(hub[1])}" r="4" fill="#fff7ed"/>
  <rect width="${w}" height="${h}" fill="url(#fade)"/>
</svg>`;
}
