import fs from "node:fs";
import path from "node:path";
import webpush from "web-push";

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's VAPID key pair (RFC 8292), made on first start and kept in the data directory like the PIN
 * pepper (readable only by this user). Losing it only means relatives turn notices on again: subscriptions
 * made with the old public key are refused by the push services.
 */
export function resolveVapidKeys(dataDir: string): VapidKeys {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "vapid-keys.json");
  if (!fs.existsSync(file)) {
    const keys = webpush.generateVAPIDKeys();
    try {
      fs.writeFileSync(file, JSON.stringify(keys), { mode: 0o600, flag: "wx" });
    } catch (err) {
      // Another process wrote it first: use theirs.
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== "string" || typeof stored.privateKey !== "string") {
    throw new Error(`${file} no contiene un par de claves VAPID`);
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey };
}
