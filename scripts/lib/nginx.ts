import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { assertPortFree, exited, spawnWatched, waitHealthy } from "./server-process";

// A real nginx (Debian's package) in front of several server processes, for `npm run load -- --processes N`.
// It runs as a foreground child with its config, pid and temp files in a temporary directory: /etc/nginx and
// any system nginx are left alone.

const CANDIDATES = ["nginx", "/usr/sbin/nginx"];

function findNginx(): string | undefined {
  return CANDIDATES.find((bin) => !spawnSync(bin, ["-v"], { stdio: "ignore" }).error);
}

const aptInstall = (pkg: string) =>
  spawnSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  }).status === 0;

/** The nginx binary; installs Debian's package when missing and running as root, otherwise explains. */
export function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error("Falta nginx. Instálelo (Debian: sudo apt-get install nginx-light) y repita; este script solo lo instala si corre como root.");
  }
  console.error("Falta nginx: instalando el paquete de Debian (apt-get install nginx-light)...");
  // nginx-light is gone from newer Debian releases, where plain nginx is the small build; an empty package
  // list (fresh container) needs one apt-get update.
  const installed =
    aptInstall("nginx-light") ||
    aptInstall("nginx") ||
    (spawnSync("apt-get", ["update"], { stdio: "inherit" }).status === 0 && (aptInstall("nginx-light") || aptInstall("nginx")));
  const bin = installed ? findNginx() : undefined;
  if (!bin) throw new Error("No se pudo instalar nginx con apt-get (paquetes nginx-light o nginx).");
  return bin;
}

/** nginx.conf for a loopback reverse proxy on `port` to `upstreams` (ports on 127.0.0.1); `dir` holds pid and temp files. */
export function nginxConfig(opts: { port: number; upstreams: number[]; dir: string }): string {
  const p = (name: string) => path.join(opts.dir, name);
  return `worker_processes 1;
pid ${p("nginx.pid")};
error_log stderr warn;
events { worker_connections 1024; }
http {
  # Nothing written per request: errors go to stderr, which the load script keeps.
  access_log off;
  client_body_temp_path ${p("client-body")};
  proxy_temp_path ${p("proxy")};
  fastcgi_temp_path ${p("fastcgi")};
  uwsgi_temp_path ${p("uwsgi")};
  scgi_temp_path ${p("scgi")};
  upstream acompana {
    least_conn;
${opts.upstreams.map((port) => `    server 127.0.0.1:${port};`).join("\n")}
    keepalive 32;
    # Below Node's 5 s keepAliveTimeout: nginx drops an idle connection before Node does, so it never sends a
    # request (a POST it must not retry) down a connection the server is closing.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${opts.port};
    location / {
      proxy_pass http://acompana;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # Overwritten, never appended to: with TRUST_PROXY the app believes this header, so a client-supplied
      # X-Forwarded-For must not reach it (SECURITY.md).
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
    }
  }
}
`;
}

export type NginxProcess = { baseUrl: string; output: () => string; isAlive: () => boolean; stop: () => Promise<void> };

export async function startNginx(bin: string, port: number, upstreams: number[]): Promise<NginxProcess> {
  await assertPortFree(port);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "acompana-nginx-"));
  // As root the workers run as an unprivileged user and must reach the temp paths nginx creates for them.
  fs.chmodSync(dir, 0o711);
  const conf = path.join(dir, "nginx.conf");
  fs.writeFileSync(conf, nginxConfig({ port, upstreams, dir }));
  // -e stderr: not even the compiled-in error log path (/var/log/nginx) is opened.
  const { child, output } = spawnWatched(bin, ["-e", "stderr", "-p", dir, "-c", conf, "-g", "daemon off;"], process.env, "SIGTERM");
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    child.kill("SIGTERM");
    await exited(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitHealthy("nginx", child, baseUrl, output, 30_000, "SIGTERM");
  } catch (err) {
    await stop();
    throw err;
  }
  return { baseUrl, output, isAlive: () => child.exitCode === null && child.signalCode === null, stop };
}
