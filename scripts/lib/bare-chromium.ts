import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

/**
 * Chromium driven over a bare DevTools protocol socket, without Playwright: for measuring what a
 * page costs a phone where the test driver's own session would add to it. Once a session enables
 * the Runtime domain, as Playwright's does, V8 records a detailed stack for every Error
 * constructed; React DOM constructs five as its module is evaluated, so V8 parses React DOM and the
 * entry chunk again for their source positions inside the page's own task (decision 170). Only
 * the commands a measurement needs are sent: Runtime.evaluate works without enabling the domain.
 */
export interface BareChromium {
  /** Sends one command, to the browser or to a page's session, and resolves with its result. */
  send<T = Record<string, unknown>>(method: string, params?: object, sessionId?: string): Promise<T>;
  close(): Promise<void>;
}

interface Reply {
  id?: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export async function launchBareChromium(): Promise<BareChromium> {
  const profile = mkdtempSync(path.join(tmpdir(), "bare-chromium-"));
  const child: ChildProcess = spawn(
    chromiumPath,
    [...chromiumFlags, "--headless=new", `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const address = await new Promise<string>((resolve, reject) => {
    let printed = "";
    child.stderr?.on("data", (data: Buffer) => {
      printed += data.toString();
      const listening = /DevTools listening on (ws:\/\/\S+)/.exec(printed);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.on("exit", (code) => reject(new Error(`Chromium exited (${code}) before it listened:\n${printed}`)));
  });
  const socket = new WebSocket(address);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, { resolve: (result: never) => void; reject: (error: Error) => void }>();
  socket.addEventListener("message", (message) => {
    const reply = JSON.parse(String(message.data)) as Reply;
    if (reply.id === undefined) return;
    const caller = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (reply.error) caller?.reject(new Error(reply.error.message));
    else caller?.resolve(reply.result as never);
  });
  return {
    send(method, params = {}, sessionId) {
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        socket.send(JSON.stringify({ id, method, params, sessionId }));
      });
    },
    async close() {
      socket.close();
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
