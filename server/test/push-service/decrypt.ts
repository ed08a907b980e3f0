import { createDecipheriv, type ECDH, hkdfSync } from "node:crypto";

const TAG_LENGTH = 16;

/**
 * The receiving side of RFC 8291 (Web Push message encryption) over RFC 8188's aes128gcm content coding:
 * header = salt (16) | record size (4) | key id length (1) | key id (the sender's ephemeral P-256 public key);
 * then one record, AES-128-GCM with the tag last, whose plaintext ends with the delimiter 0x02 and zero padding.
 */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error("more than one record");

  // RFC 8291 §3.3-3.4: the input keying material from the ECDH secret and the auth secret.
  const ecdhSecret = receiver.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiver.getPublicKey(), senderPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  // RFC 8188 §2.2-2.3: content-encryption key and nonce (the first record's sequence number is 0).
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_LENGTH)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("missing last-record delimiter");
  return padded.subarray(0, end);
}
