import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";

// Keys for the second factor, derived from the one secret the server already keeps (the PIN pepper): one key to
// seal the authenticator apps' secrets at rest (a copy of the database alone cannot mint codes), one to hash
// recovery codes. HKDF separates them, so neither can stand in for the pepper or for each other.

export type FactorKeys = {
  /** AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>" in base64url. */
  seal: (plain: string) => string;
  /** The sealed text's plain text; throws when it was altered or sealed with another key. */
  open: (sealed: string) => string;
  /** HMAC-SHA-256 of a recovery code, hex. */
  hashCode: (code: string) => string;
};

const derive = (pepper: string, label: string) =>
  Buffer.from(hkdfSync("sha256", Buffer.from(pepper, "utf8"), Buffer.alloc(0), `acompana ${label} v1`, 32));

export function createFactorKeys(pepper: string): FactorKeys {
  const sealKey = derive(pepper, "factor seal");
  const hashKey = derive(pepper, "recovery code");
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return ["v1", iv, cipher.getAuthTag(), body].map((p) => (typeof p === "string" ? p : p.toString("base64url"))).join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || body === undefined) throw new Error("secreto sellado no válido");
      const decipher = createDecipheriv("aes-256-gcm", sealKey, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
    },
    hashCode: (code) => createHmac("sha256", hashKey).update(code).digest("hex"),
  };
}

/** Keys made on first use: an app that never touches a second factor never reads or creates the pepper file. */
export function lazyFactorKeys(readPepper: () => string): FactorKeys {
  let keys: FactorKeys | undefined;
  const get = () => (keys ??= createFactorKeys(readPepper()));
  return { seal: (p) => get().seal(p), open: (s) => get().open(s), hashCode: (c) => get().hashCode(c) };
}
