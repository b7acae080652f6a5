import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A rendered page as the renderer hands it over, before it is stored. */
export interface RenderedPage {
  status: number;
  /** Response headers to send again with every copy (Content-Type, Cache-Control, the CSP...). */
  headers: [string, string][];
  /** The CSP sources of the page's inline scripts (inline-script-hashes.ts). */
  scriptHashes: string[];
  body: Buffer;
}

/** A page as kept: the same bytes for every visitor, in each encoding, with its strong ETag. */
export interface CachedPage {
  version: number;
  status: number;
  headers: [string, string][];
  scriptHashes: string[];
  /** The tag of the uncompressed bytes; each encoding sends it with a suffix of its own. */
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** What the entry holds in memory, as the byte limit counts it. */
  bytes: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  renders: number;
  evictions: number;
}

/**
 * Brotli at 6: a 120 KB listing compresses in about 2.6 ms here, within 1% of quality 9's size (which
 * takes ten times as long) and 13% of 11's (fifty times). A miss waits for it, and misses come in
 * bursts after every catalogue write.
 */
const BROTLI_QUALITY = 6;

/** Precompresses a rendered page and gives it its strong ETag (a digest of the bytes). */
export async function toCachedPage(page: RenderedPage, version: number): Promise<CachedPage> {
  const [br, gz] = await Promise.all([
    brotli(page.body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
      },
    }),
    gzipped(page.body, { level: 6 }),
  ]);
  const etag = `"${createHash("sha256").update(page.body).digest("base64url").slice(0, 27)}"`;
  const headerBytes =
    page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
    page.scriptHashes.reduce((sum, hash) => sum + hash.length, 0);
  return {
    version,
    status: page.status,
    headers: page.headers,
    scriptHashes: page.scriptHashes,
    etag,
    identity: page.body,
    br,
    gzip: gz,
    bytes: page.body.length + br.length + gz.length + headerBytes + 256,
  };
}

/**
 * The rendered public pages, kept until the catalogue version changes: lru-cache's least-recently-used
 * map bounded by bytes (each entry weighs its `bytes`, all three encodings counted; a page over the
 * whole limit is not kept), with one render per page and version however many requests miss at once
 * (the others wait for it).
 */
export class PageCache {
  readonly #entries: LRUCache<string, CachedPage>;
  readonly #rendering = new Map<string, Promise<CachedPage>>();
  #latestVersion = 0;
  #stats = { hits: 0, misses: 0, renders: 0, evictions: 0 };

  constructor(maxBytes: number) {
    this.#entries = new LRUCache<string, CachedPage>({
      maxSize: maxBytes,
      sizeCalculation: (page) => page.bytes,
      // Only what the byte limit pushed out: a version change's clear and a page kept again are not.
      dispose: (_page, _key, reason) => {
        if (reason === "evict") this.#stats.evictions++;
      },
    });
  }

  /**
   * The page for this key at this version: the kept copy, or the one a running render will give, or
   * a new render. A render that says `keep: false` (an error, a redirect, a page not found) is
   * handed to the requests that waited for it but not kept.
   */
  async get(
    key: string,
    version: number,
    render: () => Promise<RenderedPage & { keep: boolean }>,
  ): Promise<{ page: CachedPage; hit: boolean }> {
    const kept = this.hit(key, version);
    if (kept) return { page: kept, hit: true };
    this.#stats.misses++;
    const renderKey = `${version}\n${key}`;
    let pending = this.#rendering.get(renderKey);
    if (!pending) {
      this.#stats.renders++;
      pending = (async () => {
        const rendered = await render();
        const page = await toCachedPage(rendered, version);
        if (rendered.keep) this.#store(key, page);
        return page;
      })().finally(() => this.#rendering.delete(renderKey));
      this.#rendering.set(renderKey, pending);
    }
    return { page: await pending, hit: false };
  }

  /**
   * The kept copy of this page at this version, counted as a hit, or undefined (nothing is
   * rendered): what the host's fast path for kept pages asks (cached-page-fast-path.ts).
   */
  hit(key: string, version: number): CachedPage | undefined {
    if (version !== this.#latestVersion) {
      // Every kept page is from another catalogue now: give their memory back at once. Another, not
      // only an older one: a restored backup brings an older number back with other data.
      this.#latestVersion = version;
      this.#entries.clear();
      return undefined;
    }
    // Reading marks the page most recently used.
    const kept = this.#entries.get(key);
    if (!kept || kept.version !== version) return undefined;
    this.#stats.hits++;
    return kept;
  }

  #store(key: string, page: CachedPage): void {
    // A slower render of another version is never kept once the catalogue has moved on.
    if (page.version !== this.#latestVersion) return;
    // Over the whole limit, lru-cache keeps nothing under the key (an earlier copy goes too).
    this.#entries.set(key, page);
  }

  has(key: string): boolean {
    return this.#entries.has(key);
  }

  /** Whether a copy of this page at this version is kept: `get` would answer it without a render. */
  holds(key: string, version: number): boolean {
    return version === this.#latestVersion && this.#entries.peek(key)?.version === version;
  }

  stats(): PageCacheStats {
    return { entries: this.#entries.size, bytes: this.#entries.calculatedSize, ...this.#stats };
  }
}
