import pino from "pino";

/** Paths that must never reach a log line: secrets, PINs and message text. */
export const REDACT_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "password",
  "pin",
  "content",
  "message",
  "*.password",
  "*.pin",
];

export function createLogger(level: string) {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: "[oculto]" } });
}
export type Logger = pino.Logger;
