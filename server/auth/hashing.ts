import { createHash, createHmac, randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCb) as (
  password: string | Buffer,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/** scrypt's work factors; each encoded hash carries its own, so verification needs none. */
export type ScryptCost = { N: number; r: number; p: number };

// N=2^15, r=8 (~32 MiB, ~60 ms here). Raising it later leaves old hashes verifiable.
export const PRODUCTION_SCRYPT_COST: ScryptCost = Object.freeze({ N: 2 ** 15, r: 8, p: 1 });
// Enough for the production cost (128·N·r = 32 MiB) and room to raise it once.
const MAXMEM = 64 * 1024 * 1024;
const KEYLEN = 32;

async function hashSecret(secret: string | Buffer, cost: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(secret, salt, KEYLEN, { ...cost, maxmem: MAXMEM });
  return `scrypt$${cost.N}$${cost.r}$${cost.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

async function verifySecret(secret: string | Buffer, encoded: string | null | undefined): Promise<boolean> {
  if (!encoded) return false;
  const [kind, n, r, p, saltB64, keyB64] = encoded.split("$");
  if (kind !== "scrypt" || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const key = await scrypt(secret, Buffer.from(saltB64, "base64"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** Family and professional passwords. Tests pass a cheap cost; everything else keeps the production one. */
export function createPasswordHasher(cost: ScryptCost = PRODUCTION_SCRYPT_COST) {
  return {
    hashPassword: (password: string) => hashSecret(password.normalize("NFC"), cost),
    verifyPassword: (password: string, encoded: string | null | undefined) =>
      verifySecret(password.normalize("NFC"), encoded),
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

/**
 * A 4-digit PIN has only 10,000 values, so a stolen database alone must not be enough to test them:
 * the PIN is first keyed with a server-side pepper that lives outside the database.
 */
export function createPinHasher(pepper: string, cost: ScryptCost = PRODUCTION_SCRYPT_COST) {
  const keyed = (pin: string) => createHmac("sha256", pepper).update(pin).digest();
  return {
    hashPin: (pin: string) => hashSecret(keyed(pin), cost),
    verifyPin: (pin: string, encoded: string | null | undefined) => verifySecret(keyed(pin), encoded),
  };
}
export type PinHasher = ReturnType<typeof createPinHasher>;

/** Session ids are stored as the sha256 of the cookie token. */
export const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");
export const randomToken = (bytes = 32) => randomBytes(bytes).toString("base64url");
