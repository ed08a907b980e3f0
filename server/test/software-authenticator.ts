import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  randomBytes,
  sign,
} from "node:crypto";

// A software passkey for tests whose subject is not the passkey itself (signing staff in many times): real P-256
// keys, real WebAuthn messages (attestation 'none', assertions), verified by the real server code. The browser
// tests of passkeys use Chromium's own virtual authenticator instead. No path aliases: e2e/ imports this too.

type CborValue = number | string | Uint8Array | CborValue[] | Map<number | string, CborValue> | { [k: string]: CborValue };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  if (length < 65536) return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  const b = Buffer.alloc(5);
  b[0] = (major << 5) | 26;
  b.writeUInt32BE(length, 1);
  return b;
}

/** The little CBOR WebAuthn needs: integers, text, bytes, arrays, maps. */
function cbor(value: CborValue): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (b: Buffer | Uint8Array) => Buffer.from(b).toString("base64url");
const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest();

export type SoftwarePasskey = {
  credentialId: string;
  /** The COSE public key (base64url), as the server stores it. */
  publicKey: string;
  /** The private key, PKCS#8 DER in base64, for Chromium's virtual authenticator (WebAuthn.addCredential). */
  privateKeyPkcs8: string;
  /** The registration answer for options from POST /api/auth/second-factor/passkeys/options. */
  register(options: { challenge: string; rp: { id?: string } }, origin: string): Record<string, unknown>;
  /** The assertion for options from POST /api/auth/second-factor/passkey-options. */
  sign(options: { challenge: string; rpId?: string }, origin: string): Record<string, unknown>;
};

/**
 * A new passkey, or a fixed one (`privateJwk`, `id`) when several processes must share it (a seeded database).
 * Its signature counter stays 0, as many real authenticators' do, so any number of copies may sign.
 */
export function createSoftwarePasskey(fixed?: { privateJwk: JsonWebKey; id: string }): SoftwarePasskey {
  const privateKey = fixed
    ? createPrivateKey({ key: fixed.privateJwk, format: "jwk" })
    : generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey;
  const id = fixed ? Buffer.from(fixed.id, "base64url") : randomBytes(16);
  const jwk = createPublicKey(privateKey as KeyObject).export({ format: "jwk" });
  const coseKey = new Map<number, CborValue>([
    [1, 2], // kty: EC2
    [3, -7], // alg: ES256
    [-1, 1], // crv: P-256
    [-2, Buffer.from(jwk.x!, "base64url")],
    [-3, Buffer.from(jwk.y!, "base64url")],
  ]);
  const authData = (rpId: string, withKey: boolean) => {
    const count = Buffer.alloc(4);
    // UP | UV, and AT when the credential is attached (registration).
    const flags = Buffer.from([0x01 | 0x04 | (withKey ? 0x40 : 0)]);
    const parts: Buffer[] = [sha256(rpId), flags, count];
    if (withKey) parts.push(Buffer.alloc(16), Buffer.from([0, id.length]), id, cbor(coseKey));
    return Buffer.concat(parts);
  };
  const clientData = (type: string, challenge: string, origin: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const rpIdOf = (origin: string, given?: string) => given ?? new URL(origin).hostname;
  return {
    credentialId: b64url(id),
    publicKey: b64url(cbor(coseKey)),
    privateKeyPkcs8: (privateKey as KeyObject).export({ format: "der", type: "pkcs8" }).toString("base64"),
    register(options, origin) {
      const data = authData(rpIdOf(origin, options.rp.id), true);
      const attestationObject = cbor({ fmt: "none", attStmt: {}, authData: data });
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
          attestationObject: b64url(attestationObject),
          transports: ["internal"],
        },
        clientExtensionResults: {},
      };
    },
    sign(options, origin) {
      const data = authData(rpIdOf(origin, options.rpId), false);
      const client = clientData("webauthn.get", options.challenge, origin);
      const signature = sign("sha256", Buffer.concat([data, sha256(client)]), privateKey);
      return {
        id: b64url(id),
        rawId: b64url(id),
        type: "public-key",
        response: {
          clientDataJSON: b64url(client),
          authenticatorData: b64url(data),
          signature: b64url(signature),
        },
        clientExtensionResults: {},
      };
    },
  };
}
