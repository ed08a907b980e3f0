// `npm run test:proxy` (also a step of `npm test`, after the build).
//
// A forged X-Forwarded-For through a real nginx (Debian's, installed when missing and running as root). The
// built server runs with TRUST_PROXY=1 behind the nginx config that `npm run load -- --processes 2` uses. A
// client that invents a new address for every wrong password must still be stopped after 30 failures
// (SECURITY.md, 429 "Demasiados intentos desde esta conexión"), because nginx overwrites the header with the
// address it sees. Another client (127.0.0.2, also loopback) is not blocked by the first one's failures, so the
// server does see each client's own address. As a control, the same spray sent straight to the server, where
// nobody overwrites the header, is never blocked: why TRUST_PROXY is only for a proxy that overwrites it.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { MESSAGES } from "@shared/api/messages";
import { municipalityId } from "./lib/api-client";
import { ensureNginx, type NginxProcess, startNginx } from "./lib/nginx";
import { requireBuild, type ServerProcess, startServer, stopServer } from "./lib/server-process";

const SERVER_PORT = Number(process.env.PROXY_TEST_PORT ?? 5076);
const NGINX_PORT = SERVER_PORT + 1;
/** PASSWORD_IP_POLICY: the 30th failure in 15 min from one address locks it and already answers 429. */
const IP_FAILURES = 30;

type Reply = { status: number; message: string };

/** One wrong-password login, from a chosen loopback address, with a chosen X-Forwarded-For. */
function wrongLogin(baseUrl: string, municipality: string, n: number, from: string, forwardedFor: string) {
  const url = new URL("/api/auth/login", baseUrl);
  const body = JSON.stringify({
    username: `nadie${n}@ejemplo.es`,
    password: "no-es-la-clave",
    municipalityId: municipality,
    expectedRole: "professional",
  });
  return new Promise<Reply>((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: from,
        agent: false,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          origin: baseUrl,
          "x-forwarded-for": forwardedFor,
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          let message = text;
          try {
            message = (JSON.parse(text) as { message?: string }).message ?? text;
          } catch {
            /* not JSON: keep the text */
          }
          resolve({ status: res.statusCode ?? 0, message });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** A different invented public address each time, as a sprayer would send. */
const forged = (n: number) => `203.0.113.${n % 250}, 198.51.100.${(n * 7) % 250}`;

async function spray(baseUrl: string, municipality: string, count: number, from = "127.0.0.1") {
  const replies: Reply[] = [];
  for (let n = 0; n < count; n++) replies.push(await wrongLogin(baseUrl, municipality, n, from, forged(n)));
  return replies;
}

function check(label: string, ok: boolean, detail: string, failures: string[]) {
  console.log(`${ok ? "✓" : "✗"} ${label}: ${detail}`);
  if (!ok) failures.push(label);
}

async function main() {
  requireBuild();
  const nginxBin = ensureNginx();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "acompana-proxy-"));
  let server: ServerProcess | undefined;
  let nginx: NginxProcess | undefined;
  const failures: string[] = [];
  try {
    server = await startServer({ DATA_DIR: dir, DATABASE_URL: "", TRUST_PROXY: "1" }, SERVER_PORT);
    nginx = await startNginx(nginxBin, NGINX_PORT, [SERVER_PORT]);
    const municipality = await municipalityId(nginx.baseUrl, "Valle Verde");

    const proxied = await spray(nginx.baseUrl, municipality, IP_FAILURES + 3);
    const firstBlocked = proxied.findIndex((r) => r.status === 429);
    check(
      "a través de nginx, una dirección inventada por intento no evita el bloqueo",
      firstBlocked === IP_FAILURES - 1 &&
        proxied.slice(0, firstBlocked).every((r) => r.status === 401) &&
        proxied.slice(firstBlocked).every((r) => r.status === 429 && r.message === MESSAGES.tooManyFromHere),
      `primer 429 en el intento ${firstBlocked + 1} (${proxied.map((r) => r.status).join(" ")})`,
      failures,
    );
    const other = await wrongLogin(nginx.baseUrl, municipality, 999, "127.0.0.2", forged(999));
    check(
      "otra conexión (127.0.0.2) no queda bloqueada por la primera",
      other.status === 401,
      `${other.status} ${other.message}`,
      failures,
    );
    // Control: straight to the server, the forged header is believed (one hop trusted, none in between).
    const direct = await spray(server.baseUrl, municipality, IP_FAILURES + 3, "127.0.0.3");
    check(
      "control: sin nginx, la misma ráfaga directa al servidor no se bloquea",
      direct.every((r) => r.status === 401),
      direct.map((r) => r.status).join(" "),
      failures,
    );
  } finally {
    await nginx?.stop();
    if (server) await stopServer(server);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  if (failures.length) {
    console.error(`✗ Prueba del proxy: ${failures.length} comprobaciones fallidas`);
    process.exit(1);
  }
  console.log("✓ Prueba del proxy: X-Forwarded-For falsificado a través de nginx");
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
