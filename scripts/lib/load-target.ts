import { type NginxProcess, startNginx } from "./nginx";
import { type ServerProcess, startServer, stopServer } from "./server-process";

// What `npm run load` sends its people to: one built server, or N of them behind nginx.

export type LoadTarget = {
  baseUrl: string;
  servers: ServerProcess[];
  proxy?: NginxProcess;
  isAlive: () => boolean;
  /** Safe to call twice (the run stops it, and the cleanup again after an error). */
  stop: () => Promise<void>;
};

const alive = (s: ServerProcess) => s.child.exitCode === null && s.child.signalCode === null;

export async function startSingle(env: Record<string, string>, port: number): Promise<LoadTarget> {
  const server = await startServer(env, port);
  return { baseUrl: server.baseUrl, servers: [server], isAlive: () => alive(server), stop: () => stopServer(server) };
}

/**
 * `processes` servers on port+1… and nginx (`bin`, from ensureNginx) on `port`. The servers trust the proxy's address only
 * (TRUST_PROXY=127.0.0.1, SECURITY.md) and log each request (LOG_LEVEL=info): those lines are how the run
 * knows which process answered, with no header added to the product.
 */
export async function startBehindNginx(bin: string, env: Record<string, string>, port: number, processes: number): Promise<LoadTarget> {
  const ports = Array.from({ length: processes }, (_, i) => port + 1 + i);
  const servers: ServerProcess[] = [];
  let proxy: NginxProcess | undefined;
  let isStopped = false;
  const stop = async () => {
    if (isStopped) return;
    isStopped = true;
    await proxy?.stop();
    await Promise.all(servers.map((s) => stopServer(s)));
  };
  try {
    // One after another: a failure leaves only the servers already in `servers` to stop.
    for (const p of ports) servers.push(await startServer({ ...env, TRUST_PROXY: "127.0.0.1", LOG_LEVEL: "info" }, p));
    proxy = await startNginx(bin, port, ports);
  } catch (err) {
    await stop();
    throw err;
  }
  const up = proxy;
  return { baseUrl: up.baseUrl, servers, proxy: up, isAlive: () => up.isAlive() && servers.every(alive), stop };
}

/** API requests a server has logged (one line each, server/http/request-log.ts) after the first `from` characters of its output. */
export const loggedRequests = (server: ServerProcess, from = 0) =>
  (server.output().slice(from).match(/"msg":"request (completed|errored|aborted)"/g) ?? []).length;
