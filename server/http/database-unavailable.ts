// A PostgreSQL restart, failover or maintenance window is not a bug: requests meanwhile get 503 with a calm
// Spanish message and Retry-After, and the pool reconnects by itself once the server is back.
export const DATABASE_UNAVAILABLE_MESSAGE =
  "El servicio no está disponible en este momento. Inténtelo de nuevo en unos segundos.";
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Network errors and SQLSTATEs of class 08 (connection) and 57P (server shutting down / starting). */
const CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
const MESSAGES = [
  /Connection terminated/i,
  /terminating connection/i,
  /not currently accepting connections/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
];

/** Walks the cause chain (drizzle wraps the driver's error as `cause`). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (CODES.has(code) || code.startsWith("08") || code.startsWith("57P"))) {
      return true;
    }
    if (typeof message === "string" && MESSAGES.some((m) => m.test(message))) return true;
    e = cause;
  }
  return false;
}
