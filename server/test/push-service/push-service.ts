import { createECDH, createPublicKey, randomBytes, verify } from "node:crypto";
import fs from "node:fs";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { decryptAes128gcm } from "./decrypt";

// A push service on 127.0.0.1 for tests: a real HTTPS server that receives what web-push sends, checks the
// VAPID signature and decrypts the payload with the subscription's private key (RFC 8291), as a browser would.

const here = (name: string) => new URL(name, import.meta.url);
const CERT = fs.readFileSync(here("loopback-cert.pem"));
const KEY = fs.readFileSync(here("loopback-key.pem"));

/** An agent that trusts only the stand-in's certificate, for the server's push sender. */
export const loopbackPushAgent = () => new Agent({ ca: CERT, keepAlive: false });

export type ReceivedPush = { path: string; payload: unknown; ttl: string | undefined; urgency: string | undefined };

type Device = { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number };

export async function startPushService(vapidPublicKey: string) {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const server = createServer({ cert: CERT, key: KEY }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const device = devices.get(req.url ?? "");
      if (!device) return void res.writeHead(404).end();
      if (!isVapidSigned(String(req.headers.authorization ?? ""), vapidPublicKey, origin)) {
        return void res.writeHead(403).end();
      }
      if (req.headers["content-encoding"] !== "aes128gcm") return void res.writeHead(415).end();
      const plain = decryptAes128gcm(Buffer.concat(chunks), device.ecdh, device.auth);
      received.push({
        path: req.url ?? "",
        payload: JSON.parse(plain.toString("utf8")),
        ttl: req.headers.ttl as string | undefined,
        urgency: req.headers.urgency as string | undefined,
      });
      res.writeHead(device.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;
  let serial = 0;
  return {
    host: `127.0.0.1:${port}`,
    received,
    /** A browser's subscription whose pushes this service answers with `status` (201 accepted, 410 gone...). */
    subscribe(status = 201) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${++serial}`;
      devices.set(path, { ecdh, auth, status });
      return {
        endpoint: `${origin}${path}`,
        keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
      };
    },
    setStatus(endpoint: string, status: number) {
      devices.get(new URL(endpoint).pathname)!.status = status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** RFC 8292: `vapid t=<ES256 JWT for this origin>, k=<the server's public key>`. */
function isVapidSigned(header: string, publicKey: string, audience: string): boolean {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  if (!match || match[2] !== publicKey) return false;
  const [head, body, signature] = match[1].split(".");
  const raw = Buffer.from(publicKey, "base64url");
  const key = createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") },
    format: "jwk",
  });
  const isSigned = verify(
    "sha256",
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as { aud?: string; sub?: string };
  return isSigned && claims.aud === audience && typeof claims.sub === "string";
}
