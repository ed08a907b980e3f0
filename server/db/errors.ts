// What a failed request may log, and whether the database was unreachable. A driver error carries the
// query's parameters (drizzle: "Failed query: ... params: <title>,<token hash>") and PostgreSQL's detail
// ("Key (email)=(...)"), so only names, codes and stack frames leave here: never a message.

const UNREACHABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "EAI_AGAIN",
  // PostgreSQL: shutting down, crashed, starting up, too many connections.
  "57P01",
  "57P02",
  "57P03",
  "53300",
]);
const UNREACHABLE_TEXT =
  /Connection terminated|terminating connection|not currently accepting connections|the database system is (starting up|shutting down|in recovery mode)|timeout exceeded when trying to connect|Client has encountered a connection error/i;

type ErrorLike = { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };

function* chain(err: unknown): Generator<ErrorLike> {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

export function isDatabaseUnreachable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === "string" ? e.code : "";
    // SQLSTATE class 08: connection exception.
    if (UNREACHABLE_CODES.has(code) || /^(08|57P)[0-9A-Z]{2,3}$/.test(code)) return true;
    if (typeof e.message === "string" && UNREACHABLE_TEXT.test(e.message) && !("params" in e)) return true;
  }
  return false;
}

/** Only the "at ..." frames of a stack: the first line of a stack repeats the message. */
const framesOf = (stack: unknown) =>
  typeof stack === "string"
    ? stack
        .split("\n")
        .filter((line) => line.trimStart().startsWith("at "))
        .slice(0, 12)
        .join("\n")
    : undefined;

/** A loggable summary of an error and its causes: type, code and frames, no text from the request. */
export function safeError(err: unknown) {
  return [...chain(err)].map((e) => ({
    type: typeof e.name === "string" ? e.name : typeof e,
    code: typeof e.code === "string" || typeof e.code === "number" ? e.code : undefined,
    stack: framesOf(e.stack),
  }));
}
