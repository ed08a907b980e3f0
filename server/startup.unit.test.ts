import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The server process itself: bad environments end with one clear line and exit code 1.

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "acompana-startup-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function runServer(env: Record<string, string>, timeoutMs = 60_000) {
  const result = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", LOG_LEVEL: "silent", DATABASE_URL: "", ...env },
    encoding: "utf8",
    timeout: timeoutMs,
  });
  return { code: result.status, stderr: result.stderr.trim(), stdout: result.stdout };
}

describe("server start-up errors", { timeout: 120_000 }, () => {
  it("refuses an unreachable PostgreSQL with one line", () => {
    const r = runServer({ DATABASE_URL: "postgres://nobody@127.0.0.1:1/nada", PORT: "0" });
    expect(r.code).toBe(1);
    expect(r.stderr.split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^Error: No se pudo conectar a PostgreSQL en 127\.0\.0\.1:1\/nada/);
  });

  it("refuses a data directory held by another live process", () => {
    const dir = path.join(tmp, "locked");
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "acompana.lock"), String(process.pid));
    const r = runServer({ DATA_DIR: dir, PORT: "0" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Error: La carpeta de datos .* ya está en uso por otro proceso/);
    expect(r.stderr.split("\n")).toHaveLength(1);
  });

  it("refuses invalid settings", () => {
    const r = runServer({ PORT: "setenta" });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^Error: Configuración no válida: PORT/);
  });

  it("refuses a read replica without DATABASE_URL instead of starting on the embedded database", () => {
    const r = runServer({ DATABASE_READ_URL: "postgres://lector@127.0.0.1:1/nada", PORT: "0" });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      "Error: Configuración no válida: DATABASE_READ_URL: DATABASE_READ_URL requiere DATABASE_URL (la base embebida PGlite no tiene réplicas)",
    );
  });

  it("reports a port in use, then starts on a free one with the demo data and serves the API", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    const dir = path.join(tmp, "data");
    const busy = runServer({ DATA_DIR: dir, PORT: String(port) });
    blocker.close();
    expect(busy.code).toBe(1);
    expect(busy.stderr).toBe(
      `Error: El puerto ${port} ya está en uso. Detenga el otro proceso o use PORT=<otro>.`,
    );
    // The lock was released on the way out, and the first start seeded the data directory.
    expect(fs.existsSync(path.join(dir, "acompana.lock"))).toBe(false);

    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        LOG_LEVEL: "silent",
        DATABASE_URL: "",
        DATA_DIR: dir,
        PORT: String(port),
        HOST: "127.0.0.1",
      },
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no start: ${out}`)), 60_000);
      child.stdout.on("data", () => {
        // The block is printed line by line and may arrive in several chunks: wait for its last line.
        if (out.includes("Cada arranque genera un código nuevo.")) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    // Every demo account, each under its role's Spanish name, the third relative included.
    expect(out).toMatch(/Profesional +profesional@acompana\.demo +Demo-1234/);
    expect(out).toMatch(/Persona mayor +Carmen +4826/);
    expect(out).toMatch(/Familiar +familia3@acompana\.demo +Demo-1234/);
    expect(out).not.toMatch(/^ {2}(professional|elderly|family) /m);
    expect(out).toMatch(new RegExp(`http://127\\.0\\.0\\.1:${port}/registrar-tableta#[A-Z0-9]+`));
    const res = await fetch(`http://127.0.0.1:${port}/api/municipalities`);
    expect((await res.json()).map((m: { name: string }) => m.name)).toContain("Valle Verde");
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(fs.existsSync(path.join(dir, "acompana.lock"))).toBe(false);
  }, 120_000);
});
