// Renders every raster asset and video into public/media-assets/ (see docs/media.md).
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import * as art from "./art.mjs";
const require = createRequire("/work/main/package.json");
const sharp = require("sharp");
const OUT = "/work/main/public/media-assets";
const only = process.argv[2];
for (const d of ["hero", "video", "about", "blog"]) mkdirSync(`${OUT}/${d}`, { recursive: true });

async function still(svg, base, widths, ratio) {
  const master = await sharp(Buffer.from(svg)).png().toBuffer();
  for (const w of widths) {
    const h = Math.round(w / ratio);
    const img = sharp(master).resize(w, h, { fit: "cover" });
    await img.clone().avif({ quality: 50, effort: 5 }).toFile(`${base}-${w}.avif`);
    await img.clone().webp({ quality: 78, effort: 5 }).toFile(`${base}-${w}.webp`);
  }
}

async function video(frameFn, name, { w = 1280, h = 720, fps = 24, seconds = 6 } = {}) {
  const frames = fps * seconds;
  const raw = [];
  for (let i = 0; i < frames; i++) {
    raw.push(await sharp(Buffer.from(frameFn(w, h, i / frames))).removeAlpha().raw().toBuffer());
  }
  const encode = (args, file) =>
    new Promise((resolve, reject) => {
      const ff = spawn("ffmpeg", ["-y", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24", "-s", `${w}x${h}`, "-r", String(fps), "-i", "-", ...args, "-an", file]);
      ff.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`))));
      for (const frame of raw) ff.stdin.write(frame);
      ff.stdin.end();
    });
  await encode(["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "42", "-row-mt", "1", "-deadline", "good", "-cpu-used", "2", "-pix_fmt", "yuv420p"], `${OUT}/video/${name}.webm`);
  await encode(["-c:v", "libx264", "-preset", "slow", "-crf", "27", "-pix_fmt", "yuv420p", "-movflags", "+faststart"], `${OUT}/video/${name}.mp4`);
  await still(frameFn(1280, 720, 0), `${OUT}/video/${name}-poster`, [320, 640, 1280], 16 / 9);
  for (const ext of ["webm", "mp4"]) console.log(name, ext, statSync(`${OUT}/video/${name}.${ext}`).size);
}

function textPath(text, size, x, y, fill) {
  const out = execFileSync("/usr/bin/python3", ["/tmp/media-gen/textpath.py"], {
    input: JSON.stringify([{ font: "/usr/share/fonts/opentype/inter/InterDisplay-Black.otf", text, size, tracking: size * 0.02 }]),
  });
  const [shape] = JSON.parse(out.toString());
  return `<path d="${shape.d}" fill="${fill}" transform="translate(${x - shape.width / 2} ${y})"/>`;
}

if (only === "growth") {
  await video(art.warehouseFrame, "growth");
  await still(art.warehouseStill(1500, 1000), `${OUT}/about/facility`, [480, 800, 1200], 3 / 2);
}
if (only === "slide3") {
  await video(art.networkFrame, "slide-3");
}
if (only === "facility") {
  await still(art.warehouseStill(1500, 1000), `${OUT}/about/facility`, [480, 800, 1200], 3 / 2);
}
if (only === "slide1") {
  await still(art.heroParts(1920, 1080), `${OUT}/hero/slide-1`, [320, 640, 960, 1280, 1920], 16 / 9);
  await still(art.heroParts(1080, 1920), `${OUT}/hero/slide-1-portrait`, [480, 720, 1080], 9 / 16);
}
if (!only || only === "stills") {
  await still(art.heroParts(1920, 1080), `${OUT}/hero/slide-1`, [320, 640, 960, 1280, 1920], 16 / 9);
  await still(art.heroParts(1080, 1920), `${OUT}/hero/slide-1-portrait`, [480, 720, 1080], 9 / 16);
  await still(art.heroRoad(1920, 1080), `${OUT}/hero/slide-4`, [320, 640, 960, 1280, 1920], 16 / 9);
  await still(art.heroRoad(1080, 1920), `${OUT}/hero/slide-4-portrait`, [480, 720, 1080], 9 / 16);
  await still(art.warehouseStill(1500, 1000), `${OUT}/about/facility`, [480, 800, 1200], 3 / 2);
  const makes = { audi: ["AUDI", 222], bmw: ["BMW", 200], ford: ["FORD", 232], hyundai: ["HYUNDAI", 190], jlr: ["JLR", 165], mg: ["MG", 14] };
  for (const [id, [label, hue]] of Object.entries(makes)) {
    const size = label.length > 4 ? 170 : 230;
    await still(art.blogCard(800, 500, label, hue, textPath(label, size, 400, 330, "rgba(255,255,255,0.07)")), `${OUT}/blog/${id}`, [400, 800], 8 / 5);
  }
  console.log("stills done");
}
if (!only || only === "videos") {
  await video(art.airflowFrame, "slide-2");
  await video(art.networkFrame, "slide-3");
  await video(art.warehouseFrame, "growth");
}
