/**
 * The media files in a folder of this machine (the default, DATA_DIR/media): each written under a
 * temporary name, flushed and renamed, so a reader or a power cut never sees half a file.
 */
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { type MediaObjects, type ObjectBody, ORIGINALS_PREFIX, type StoredObject } from "./media-objects.server.ts";

export class MediaFolder implements MediaObjects {
  readonly kind = "folder";

  readonly directory: string;

  constructor(directory: string) {
    this.directory = directory;
  }

  get location(): string {
    return this.directory;
  }

  async put(key: string, body: ObjectBody): Promise<void> {
    const file = this.fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    try {
      const handle = await open(temporary, "wx");
      try {
        if (Buffer.isBuffer(body)) await handle.writeFile(body);
        else for await (const chunk of body.stream) await handle.write(chunk as Buffer);
        await handle.datasync();
      } finally {
        await handle.close();
      }
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable | null> {
    const file = this.fileOf(key);
    try {
      return (await open(file, "r")).createReadStream();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(this.fileOf(key), { force: true })));
  }

  /** The library's two levels, the root and originals/; other folders are not the library's. */
  async *list(keyPrefix = ""): AsyncIterable<StoredObject> {
    for (const prefix of ["", ORIGINALS_PREFIX]) {
      for (const name of await filesIn(path.join(this.directory, prefix))) {
        if (!`${prefix}${name}`.startsWith(keyPrefix)) continue;
        try {
          const info = await stat(path.join(this.directory, prefix, name));
          yield { key: `${prefix}${name}`, size: info.size, modified: info.mtime };
        } catch (error) {
          // An upload in progress may have just renamed its temporary file.
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
        }
      }
    }
  }

  /** A key never leaves the folder: the keys are ours, but a copy from a bucket reads others' too. */
  private fileOf(key: string): string {
    const file = path.resolve(this.directory, key);
    if (!file.startsWith(path.resolve(this.directory) + path.sep)) throw new Error(`Not a media key: ${key}`);
    return file;
  }
}

async function filesIn(directory: string): Promise<string[]> {
  try {
    const entries = await readdir(directory, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}
