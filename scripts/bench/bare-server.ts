// The ceiling the HTTP bench compares cached pages with (issue 30): a bare node:http server that
// sends, from memory, the very bytes and headers the site sent for each address, and nothing else.
// Run as its own process like the site: `node scripts/bench/bare-server.ts <pages.json> <port>`.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

interface CapturedPage {
  path: string;
  status: number;
  /** Name, value, name, value... as writeHead takes them. */
  headers: string[];
  /** The body as sent (compressed), base64. */
  body: string;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error("usage: bare-server.ts <pages.json> <port>");
const pages = new Map(
  (JSON.parse(readFileSync(file, "utf8")) as CapturedPage[]).map((page) => [
    page.path,
    { ...page, body: Buffer.from(page.body, "base64") },
  ]),
);
createServer((req, res) => {
  const page = pages.get(req.url ?? "");
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(page.status, page.headers);
  res.end(page.body);
}).listen(Number(port), "127.0.0.1", () => console.log("ready"));
