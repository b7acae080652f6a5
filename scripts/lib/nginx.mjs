// Debian's nginx in front of several app processes, for the fleet test and benchmark: finds or
// installs it, writes the site's proxy configuration (the same text docs/deploy.md shows) into a
// temporary folder, and runs nginx in the foreground as a child of the caller.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export const nginxPath = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** nginx cannot be had here; the message says how to get it. */
export class NginxUnavailableError extends Error {}

/**
 * Debian's nginx (1.22 on Debian 12): installed with apt-get when missing and we are root (the
 * light build is enough: it has the upstream and proxy modules), else an error that says how.
 * The check is one file lookup when it is there.
 */
export function ensureNginx() {
  if (existsSync(nginxPath)) return nginxPath;
  if (process.getuid?.() !== 0) {
    throw new NginxUnavailableError(
      `nginx is not installed (${nginxPath}). Install it with:\n  sudo apt-get update && sudo apt-get install -y nginx-light\nor set NGINX_PATH to an nginx binary.`,
    );
  }
  console.log("Installing Debian's nginx for the fleet tests (apt-get install)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  try {
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    // nginx-light left Debian after 12; plain nginx is the package there.
    for (const name of ["nginx-light", "nginx"]) {
      try {
        execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", name], { stdio: "inherit", env });
        break;
      } catch {}
    }
  } catch (error) {
    throw new NginxUnavailableError(`apt-get could not install nginx: ${error.message}`);
  }
  if (!existsSync(nginxPath)) throw new NginxUnavailableError(`apt-get finished but ${nginxPath} is still missing.`);
  return nginxPath;
}

/**
 * The site's part of nginx's configuration, as docs/deploy.md shows it: the upstream of app
 * processes (`host:port` each) for the `http` block, and what goes inside its `server` block.
 * Round robin; nginx open source has no active health checks, so a process is taken out
 * passively: a refused connection, an error, a timeout, a 502 or a 503 counts as a failure
 * (`max_fails=1`), retries the request on the next process (`proxy_next_upstream`, for requests
 * not yet sent and for idempotent ones) and keeps the process out for `fail_timeout`. A stopping
 * process closes its port after draining (decision 207), which is what nginx notices.
 */
export function siteProxyConfig({ upstreams }) {
  const servers = upstreams.map((address) => `  server ${address} max_fails=1 fail_timeout=5s;`).join("\n");
  const upstream = `upstream coolparts {
${servers}
  keepalive 16;                       # kept-alive connections to the app processes,
  keepalive_timeout 1s;               # closed by nginx within the app's 2 s drain (decision 207)
}`;
  const locations = `client_max_body_size 64k;             # forms and JSON: the app itself refuses more (decision 073)
proxy_http_version 1.1;               # for the upstream keepalive
proxy_set_header Connection "";
proxy_set_header Host $host;
proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;   # the app believes it from TRUST_PROXY only
proxy_set_header X-Forwarded-Proto $scheme;
proxy_connect_timeout 2s;             # a machine that is gone: try the next one soon
proxy_read_timeout 90s;
proxy_next_upstream error timeout http_502 http_503;
proxy_next_upstream_timeout 15s;
location / {
  proxy_pass http://coolparts;
}
# Only the upload calls take large bodies: a batch of photos (at most 40 MB of photos, decision 031),
# a price list (20 MB), a product photo or a brand/category picture (10 MB), plus form overhead.
location ~ ^/(proxy/)?api/(upload-images|upload-excel|products/[0-9]+/image|(brands|categories)/[^/]+/image)$ {
  client_max_body_size 45m;
  proxy_request_buffering off;        # the app enforces its limits as the body arrives
  proxy_pass http://coolparts;
}
# An enquiry list, by its page or the API: any list within its field limits, Hindi included (decision 176).
location ~ ^/(((es|hi)/)?enquiry(\\.data)?|(proxy/)?api/enquiry-lists)$ {
  client_max_body_size 300k;
  proxy_pass http://coolparts;
}`;
  return { upstream, locations };
}

/** Indents every line of a block by `spaces`. */
export function indent(text, spaces) {
  const pad = " ".repeat(spaces);
  return text
    .split("\n")
    .map((line) => (line ? pad + line : line))
    .join("\n");
}

/** A whole nginx configuration for a test: the site's part, listening on loopback, every file in `dir`. */
function testConfig({ dir, port, upstreams }) {
  const { upstream, locations } = siteProxyConfig({ upstreams });
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  log_format upstreams '$request_method $request_uri $status $upstream_addr $upstream_status';
  access_log ${dir}/access.log upstreams;
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${indent(upstream, 2)}
  server {
    listen 127.0.0.1:${port};
${indent(locations, 4)}
  }
}
`;
}

function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/**
 * Runs nginx in the foreground (a child of this process, not a daemon) on 127.0.0.1:`port`, in
 * front of `upstreams`. Resolves once it listens. `accessLog()` reads its log: one line per request,
 * `METHOD URI STATUS UPSTREAM_ADDRESSES UPSTREAM_STATUSES` (a retried request names each process it
 * tried). `stop()` lets it finish its requests and removes its folder.
 */
export async function startNginx({ port, upstreams }) {
  const binary = ensureNginx();
  const dir = mkdtempSync(path.join(tmpdir(), "coolparts-nginx-"));
  // As root nginx's workers run as nobody, who must reach the temporary folders nginx makes here.
  chmodSync(dir, 0o755);
  const config = path.join(dir, "nginx.conf");
  writeFileSync(config, testConfig({ dir, port, upstreams }));
  const child = spawn(binary, ["-p", dir, "-e", path.join(dir, "error.log"), "-c", config], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const errorLog = () =>
    existsSync(path.join(dir, "error.log")) ? readFileSync(path.join(dir, "error.log"), "utf8") : "";
  for (let attempt = 0; attempt < 200 && child.exitCode === null; attempt++) {
    if (await portAnswers(port)) {
      return {
        base: `http://127.0.0.1:${port}`,
        child,
        config: readFileSync(config, "utf8"),
        accessLog: () => readFileSync(path.join(dir, "access.log"), "utf8").split("\n").filter(Boolean),
        errorLog,
        async stop() {
          if (child.exitCode === null) {
            child.kill("SIGQUIT"); // graceful: finish requests, then exit
            await exited;
          }
          rmSync(dir, { recursive: true, force: true });
        },
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  child.kill("SIGKILL");
  const reason = `${stderr}${errorLog()}`.trim();
  rmSync(dir, { recursive: true, force: true });
  throw new Error(`nginx did not start: ${reason || "no message"}`);
}
