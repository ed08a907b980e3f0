import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

// Each Playwright worker tests against its own production server: its own port and its own
// embedded database, so two workers never see each other's data.

// Paths from the repository root, like the webServer these replace, whatever the runner's working directory.
const ROOT = path.resolve(import.meta.dirname, "../..");
export const SERVER_ENTRY = path.join(ROOT, "dist/server/index.js");
const HOST = "127.0.0.1";
const START_TIMEOUT_MS = 120_000;
const PORT_FREE_TIMEOUT_MS = 5_000;

export type WorkerServer = { baseURL: string; port: number; dataDir: string; stop(): Promise<void> };

/** The port and data directory of the worker with this parallel index (stable when a worker is restarted). */
export function workerServerPlace(parallelIndex: number): { port: number; dataDir: string } {
  const port = Number(process.env.E2E_PORT ?? 5055) + parallelIndex;
  const dataDir = path.join(ROOT, `test-results/e2e-data-${process.env.E2E_RUN_ID ?? "local"}-${parallelIndex}`);
  return { port, dataDir };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

/** Any port the system has free now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The worker's own port when it is free. A restarted worker (after a failure) may start while its predecessor's
 * server is still exiting, so it waits a moment; a port held by something else (another run, a forgotten server)
 * must not fail every test of the worker, so then any free port is used.
 */
async function choosePort(preferred: number): Promise<number> {
  const giveUpAt = Date.now() + PORT_FREE_TIMEOUT_MS;
  while (!(await isPortFree(preferred))) {
    if (Date.now() > giveUpAt) {
      const port = await freePort();
      process.stderr.write(`[e2e] port ${preferred} is in use: this worker's server listens on ${port}\n`);
      return port;
    }
    await sleep(250);
  }
  return preferred;
}

async function isHealthy(baseURL: string): Promise<boolean> {
  try {
    return (await fetch(`${baseURL}/api/health`)).ok;
  } catch {
    return false;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), 10_000);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** Starts `node dist/server/index.js` on a fresh data directory and waits for /api/health. */
export async function startWorkerServer(parallelIndex: number): Promise<WorkerServer> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  const place = workerServerPlace(parallelIndex);
  const { dataDir } = place;
  const port = await choosePort(place.port);
  const baseURL = `http://${HOST}:${port}`;
  fs.rmSync(dataDir, { recursive: true, force: true });

  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Every spec registers from 127.0.0.1 against this one server: lift the per-address budget (SECURITY.md).
      REGISTRATIONS_PER_HOUR: "100",
      // Carmen's morning greeting would cover the tablet in every spec after 10:00: check-in.spec.ts turns it on.
      DEMO_CHECK_IN: "0",
    },
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Kept for the error of a server that does not come up. Shown as it comes: errors always, the rest once the
  // server is up (its start prints the demo accounts, once per worker: noise in the run's output).
  const lastLines: string[] = [];
  let isUp = false;
  const relay = (isError: boolean) => (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean)) {
      lastLines.push(line);
      if (lastLines.length > 40) lastLines.shift();
      if (isError || isUp) process.stderr.write(`[server ${port}] ${line}\n`);
    }
  };
  child.stdout?.on("data", relay(false));
  child.stderr?.on("data", relay(true));
  // A worker that exits without its fixture teardown must not leave the server holding the port.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);

  const giveUpAt = Date.now() + START_TIMEOUT_MS;
  while (!(await isHealthy(baseURL))) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > giveUpAt) {
      await stopChild(child);
      const why = exited
        ? `exited (${child.exitCode ?? child.signalCode})`
        : `not healthy after ${START_TIMEOUT_MS / 1000} s`;
      throw new Error(`The test server on port ${port} ${why}:\n${lastLines.join("\n")}`);
    }
    await sleep(250);
  }
  isUp = true;
  return {
    baseURL,
    port,
    dataDir,
    async stop() {
      process.off("exit", killOnExit);
      await stopChild(child);
      // Nothing reads a worker's database after its run (about 44 MB each).
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
