import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";

/**
 * A photo as the video file Chromium's fake camera plays (`--use-file-for-fake-video-capture`):
 * one frame of Y4M, YUV 4:2:0 (BT.601, full range), at a phone camera's small preview size. Made
 * when the tests start, from the project's own label photos, so no video is committed.
 */
export async function fakeCameraFile(photo: string, width = 640, height = 392): Promise<string> {
  const { data } = await sharp(photo)
    .resize(width, height, { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const luma = Buffer.alloc(width * height);
  const blue = Buffer.alloc((width / 2) * (height / 2));
  const red = Buffer.alloc((width / 2) * (height / 2));
  const at = (x: number, y: number, channel: number) => data[(y * width + x) * 3 + channel] ?? 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      luma[y * width + x] = 0.299 * at(x, y, 0) + 0.587 * at(x, y, 1) + 0.114 * at(x, y, 2);
    }
  }
  for (let y = 0; y < height; y += 2) {
    for (let x = 0; x < width; x += 2) {
      const mean = (channel: number) =>
        (at(x, y, channel) + at(x + 1, y, channel) + at(x, y + 1, channel) + at(x + 1, y + 1, channel)) / 4;
      const [r, g, b] = [mean(0), mean(1), mean(2)];
      const index = (y / 2) * (width / 2) + x / 2;
      blue[index] = Math.max(0, Math.min(255, -0.169 * r - 0.331 * g + 0.5 * b + 128));
      red[index] = Math.max(0, Math.min(255, 0.5 * r - 0.419 * g - 0.081 * b + 128));
    }
  }
  const file = path.join(mkdtempSync(path.join(tmpdir(), "coolparts-camera-")), "label.y4m");
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F5:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(file, Buffer.concat([header, luma, blue, red]));
  return file;
}
