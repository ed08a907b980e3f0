import { isIP } from "node:net";

/**
 * TRUST_PROXY: how many proxy hops to trust, or which proxy addresses (comma-separated IPs, CIDR ranges or
 * proxy-addr's names loopback/linklocal/uniquelocal). Never "every hop": with that, any client could name its
 * own address in X-Forwarded-For and slip past the per-address limits. `1`/`true` mean one hop.
 */
export type TrustProxy = false | number | string[];

const NAMED = new Set(["loopback", "linklocal", "uniquelocal"]);
export const TRUST_PROXY_ERROR =
  "TRUST_PROXY debe ser 0, un número de saltos (1-10) o una lista de direcciones de proxy separadas por comas";

function isAddress(entry: string): boolean {
  if (NAMED.has(entry)) return true;
  const [ip, bits, ...rest] = entry.split("/");
  if (rest.length > 0 || !isIP(ip)) return false;
  if (bits === undefined) return true;
  const max = isIP(ip) === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** The setting as written, or null when it is not valid. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | null {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "0" || value === "false") return false;
  if (value === "true") return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const entries = value.split(",").map((e) => e.trim());
  return entries.every(isAddress) ? entries : null;
}

/** Express's "trust proxy" value; tests may still pass `true`, which means one hop as it always has. */
export const expressTrustProxy = (setting: TrustProxy | boolean): false | number | string[] =>
  setting === true ? 1 : setting;
