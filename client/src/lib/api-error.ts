/** One problem with one field, as the server's validator reports it (server/http/validate.ts). */
type FieldError = { path: Array<string | number>; message: string };

type ParsedBody = { serverMessage: string | null; code: string | null; fieldErrors: FieldError[] };

const EMPTY: ParsedBody = { serverMessage: null, code: null, fieldErrors: [] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function toFieldErrors(issues: unknown): FieldError[] {
  if (!Array.isArray(issues)) return [];
  const result: FieldError[] = [];
  for (const issue of issues) {
    if (!isRecord(issue) || typeof issue.message !== "string") continue;
    const path = Array.isArray(issue.path)
      ? issue.path.filter((p): p is string | number => typeof p === "string" || typeof p === "number")
      : [];
    result.push({ path, message: issue.message });
  }
  return result;
}

/** The server's error body is `{ message, code?, issues? }` (server/http/errors.ts); anything else reads as empty. */
function parseBody(body: string): ParsedBody {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    // Not JSON (e.g. a proxy's HTML 502 page): there is no server reason to show.
    return EMPTY;
  }
  if (!isRecord(json)) return EMPTY;
  const message = typeof json.message === "string" ? json.message.trim() : "";
  return {
    serverMessage: message || null,
    code: typeof json.code === "string" && json.code ? json.code : null,
    fieldErrors: toFieldErrors(json.issues),
  };
}

/**
 * A non-OK answer from the server. docs/behaviour/08-errors.md: its message is '<status>: <body text or status text>'
 * (some screens show it as is); the parsed parts save callers from reading that text back.
 * A fetch that never got an answer (offline) is not an ApiError.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The raw response text (may be empty, or an HTML page from a proxy). */
  readonly body: string;
  /** The server's Spanish `message`, trimmed; null when absent, blank or the body is not JSON. */
  readonly serverMessage: string | null;
  /** The server's machine-readable `code` (e.g. 'device-not-enrolled'), or null. */
  readonly code: string | null;
  /** The validator's `issues`, for forms that can show them next to their fields. */
  readonly fieldErrors: FieldError[];

  constructor(status: number, body: string, statusText = "") {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    const parsed = parseBody(body);
    this.serverMessage = parsed.serverMessage;
    this.code = parsed.code;
    this.fieldErrors = parsed.fieldErrors;
  }

  /** Reads the body of a non-OK response; never throws, whatever the body holds. */
  static async fromResponse(res: Response): Promise<ApiError> {
    let body = "";
    try {
      body = await res.text();
    } catch {
      // The body broke off mid-way: the status is still the server's answer, so keep it.
    }
    return new ApiError(res.status, body, res.statusText);
  }
}
