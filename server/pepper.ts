import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * The PIN pepper: PIN_PEPPER when set, else a random one kept in the data directory
 * (created on first start, readable only by this user). Losing it invalidates every PIN.
 */
export function resolvePinPepper(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "pin-pepper");
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return fs.readFileSync(file, "utf8").trim();
}
