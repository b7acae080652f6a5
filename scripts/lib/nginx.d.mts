import type { ChildProcess } from "node:child_process";
export const nginxPath: string;
export class NginxUnavailableError extends Error {}
export function ensureNginx(): string;
export function siteProxyConfig(options: { upstreams: string[] }): { upstream: string; locations: string };
export function indent(text: string, spaces: number): string;
export interface RunningNginx {
  base: string;
  child: ChildProcess;
  /** The whole configuration it runs with. */
  config: string;
  /** One line per request: `METHOD URI STATUS UPSTREAM_ADDRESSES UPSTREAM_STATUSES`. */
  accessLog(): string[];
  errorLog(): string;
  stop(): Promise<void>;
}
export function startNginx(options: { port: number; upstreams: string[] }): Promise<RunningNginx>;
