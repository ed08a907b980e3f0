import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

// The real production server (dist/server/index.js) as a child process, for the crash and load runs.

const SERVER_ENTRY = path.resolve("dist/server/index.js");

export function requireBuild(): void {
  if (!fs.existsSync(SERVER_ENTRY)) {
    console.error("Falta la compilación (dist/server/index.js). Ejecute antes: node scripts/build.mjs");
    process.exit(1);
  }
}

export type ServerProcess = { child: ChildProcess; baseUrl: string; output: () => string };

export function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", () => reject(new Error(`El puerto ${port} ya está en uso: detenga ese proceso o elija otro puerto.`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

/**
 * A child whose stdout and stderr are kept in memory, and which is signalled if this script exits first
 * (SIGKILL for the server; nginx gets SIGTERM so its master also stops its workers).
 */
export function spawnWatched(command: string, args: string[], env: NodeJS.ProcessEnv, onExit: NodeJS.Signals = "SIGKILL") {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  const reap = () => child.kill(onExit);
  process.once("exit", reap);
  child.once("exit", () => process.off("exit", reap));
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  return { child, output: () => out };
}

/** Polls `${baseUrl}/api/health` until it answers 200; kills the child if it never does. */
export async function waitHealthy(
  what: string,
  child: ChildProcess,
  baseUrl: string,
  output: () => string,
  timeoutMs: number,
  killWith: NodeJS.Signals = "SIGKILL",
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} terminó al arrancar (código ${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill(killWith);
  throw new Error(`${what} no respondió en ${timeoutMs / 1000} s:\n${output()}`);
}

export async function startServer(env: Record<string, string>, port: number, timeoutMs = 120_000): Promise<ServerProcess> {
  // Otherwise an old server on the port would answer the health check instead of ours.
  await assertPortFree(port);
  const { child, output } = spawnWatched(process.execPath, [SERVER_ENTRY], {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    LOG_LEVEL: "warn",
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitHealthy("El servidor", child, baseUrl, output, timeoutMs);
  return { child, baseUrl, output };
}

/** Waits for the process to end (after a signal). */
export function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

export async function stopServer(server: ServerProcess, signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
  server.child.kill(signal);
  await exited(server.child);
}
