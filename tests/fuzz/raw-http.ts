import net from "node:net";
import { type FuzzRequest, PORT, SELF, STAFF_TOKEN } from "./fuzz-request.ts";

/** What came back for one request sent on its own connection. */
export interface RawAnswer {
  /** The status code, or undefined when the server closed or reset the connection without one. */
  status: number | undefined;
  /** The answer came from the app (Node adds Date to every response it writes for a handler; its own
   * parser-level refusals carry none), so the app must have logged it. */
  fromApp: boolean;
  /** No answer and no close within the time limit. */
  hung: boolean;
  ms: number;
}

export interface Destination {
  port: number;
  staffToken: string;
}

export const fill = (text: string, to: Destination) =>
  text
    .replaceAll(SELF, `127.0.0.1:${to.port}`)
    .replaceAll(PORT, String(to.port))
    .replaceAll(STAFF_TOKEN, to.staffToken);

/** Splits a body into chunks of the given sizes (the rest in one last chunk). */
function chunked(body: Uint8Array, broken: boolean): Buffer {
  const parts: Buffer[] = [];
  const step = Math.max(1, Math.ceil(body.length / 3));
  for (let at = 0; at < body.length; at += step) {
    const chunk = body.subarray(at, at + step);
    parts.push(Buffer.from(`${chunk.length.toString(16)}\r\n`), Buffer.from(chunk), Buffer.from("\r\n"));
  }
  // Broken chunking: a size that is no hex number, then no terminating chunk.
  if (broken) parts.splice(Math.min(3, parts.length), 0, Buffer.from("zz\r\n"));
  else parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}

/** The request's bytes on the wire, placeholders filled in. Every request asks to close afterwards. */
export function serialize(request: FuzzRequest, to: Destination): Buffer {
  const lines = [`${request.method} ${fill(request.target, to)} HTTP/1.1`];
  if (request.host !== undefined) lines.push(`Host: ${fill(request.host, to)}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${fill(value, to)}`);
  let body: Buffer = Buffer.from(request.body);
  switch (request.framing) {
    case "length":
      lines.push(`Content-Length: ${body.length}`);
      break;
    case "truncated":
      lines.push(`Content-Length: ${body.length + 1 + (body.length % 1000)}`);
      break;
    case "chunked":
    case "bad-chunked":
      lines.push("Transfer-Encoding: chunked");
      body = chunked(request.body, request.framing === "bad-chunked");
      break;
    case "none":
      body = Buffer.alloc(0);
  }
  lines.push("Connection: close", "", "");
  return Buffer.concat([Buffer.from(lines.join("\r\n"), "latin1"), body]);
}

/**
 * Sends a request as raw bytes on its own connection (fetch and node:http refuse absolute-form
 * targets, odd Host values, broken chunking and short bodies) and reads the answer's head.
 */
export function sendRaw(bytes: Buffer, port: number, timeoutMs: number, halfClose: boolean): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let received = Buffer.alloc(0);
    let hung = false;
    socket.setTimeout(timeoutMs, () => {
      hung = true;
      socket.destroy();
    });
    socket.on("data", (chunk: Buffer) => {
      // Only the head is read; a page's body is not what is judged.
      if (received.length < 64 * 1024) received = Buffer.concat([received, chunk]);
    });
    // The server may refuse before reading the whole body and reset the connection.
    socket.on("error", () => {});
    socket.on("close", () => {
      // An interim answer (100 Continue) comes before the real one.
      const text = received.toString("latin1").replace(/^(HTTP\/1\.[01] 1\d\d[^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/, "");
      const head = text.split("\r\n\r\n", 1)[0] ?? "";
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1];
      resolve({
        status: status === undefined ? undefined : Number(status),
        fromApp: /\r\ndate:/i.test(head),
        hung,
        ms: performance.now() - started,
      });
    });
    // Only a client whose upload broke off stops sending (a half-close); any other keeps its side
    // open until the answer, since Node drops the answers to a connection the client has ended.
    if (halfClose) socket.end(bytes);
    else socket.write(bytes);
  });
}
