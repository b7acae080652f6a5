import { crc32 } from "node:zlib";

/**
 * A minimal zip writer, so tests can build archives a real office suite would never produce (a
 * directory that lies about sizes or methods) and large sheets without holding them inflated.
 */

export interface ZipEntry {
  name: string;
  /** The bytes as stored in the archive (already deflated when method is 8). */
  stored: Buffer;
  method: 0 | 8;
  /** The local header's method when a test wants it to disagree with the directory. */
  localMethod?: number;
  /** What the directory claims the entry inflates to; a zip bomb lies here. */
  declaredSize: number;
  crc?: number;
}

/** An entry stored as it is (method 0). */
export function storedEntry(name: string, content: string): ZipEntry {
  const data = Buffer.from(content);
  return { name, stored: data, method: 0, declaredSize: data.length, crc: crc32(data) };
}

/** The archive: each entry's local header and bytes, then the central directory and its end record. */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.localMethod ?? entry.method, 8);
    local.writeUInt32LE(entry.crc ?? 0, 14);
    local.writeUInt32LE(entry.stored.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc ?? 0, 16);
    central.writeUInt32LE(entry.stored.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.stored);
    centrals.push(central, name);
    offset += local.length + name.length + entry.stored.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
