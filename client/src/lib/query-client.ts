import { QueryClient, type QueryFunction } from "@tanstack/react-query";

/** Paths whose 401 means "wrong credentials", not "session ended". */
const CREDENTIAL_PATHS = new Set([
  "/api/auth/login",
  "/api/auth/login-pin",
  "/api/auth/logout",
  "/api/family/register",
  "/api/professional/register",
]);

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Deviation (DESIGN.md section 4): a 401 outside the login/register endpoints means the session ended.
 * The auth layer registers what to do (clear the stored user, go to "/", toast). Returns an unsubscribe.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function pathOf(url: string): string {
  const withoutQuery = url.split("?")[0] ?? url;
  try {
    return new URL(withoutQuery, "http://localhost").pathname;
  } catch {
    return withoutQuery;
  }
}

/** SPEC section 8: a non-OK response becomes Error("<status>: <body text or statusText>"). */
export async function throwIfResNotOk(res: Response, url: string): Promise<void> {
  if (res.ok) return;
  if (res.status === 401 && !CREDENTIAL_PATHS.has(pathOf(url))) unauthorizedHandler?.();
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** Sends a request with cookies; a body, when present, is JSON. Throws on a non-OK answer. */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: hasBody ? { "Content-Type": "application/json" } : {},
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: "include",
  });
  await throwIfResNotOk(res, url);
  return res;
}

/** apiRequest + JSON parsing (an empty 204 answer gives null). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return null as T;
  return (await res.json()) as T;
}

/** Default loader (SPEC section 7): the query key segments joined with "/" are the URL. */
export const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
  const url = queryKey.map(String).join("/");
  const res = await fetch(url, { credentials: "include" });
  await throwIfResNotOk(res, url);
  return res.json();
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

const ERROR_PATTERN = /^(\d{3}): ([\s\S]*)$/;

/** HTTP status carried by an error of throwIfResNotOk, or null. */
export function getErrorStatus(error: unknown): number | null {
  if (!(error instanceof Error)) return null;
  const match = ERROR_PATTERN.exec(error.message);
  return match ? Number(match[1]) : null;
}

/** The server's Spanish `message` inside an error of throwIfResNotOk, else the fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const match = ERROR_PATTERN.exec(error.message);
  if (!match) return fallback;
  try {
    const body: unknown = JSON.parse(match[2] ?? "");
    if (body && typeof body === "object" && "message" in body && typeof body.message === "string") {
      return body.message.trim() || fallback;
    }
  } catch {
    // Not JSON (e.g. a proxy's HTML page): the fallback is clearer than raw text.
  }
  return fallback;
}

/** The server's machine-readable `code` inside an error of throwIfResNotOk (e.g. 'device-not-enrolled'), or null. */
export function getErrorCode(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = ERROR_PATTERN.exec(error.message);
  try {
    const body: unknown = JSON.parse(match?.[2] ?? "");
    return body && typeof body === "object" && "code" in body && typeof body.code === "string" ? body.code : null;
  } catch {
    return null;
  }
}
