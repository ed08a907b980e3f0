import { authEndpoints, passwordEndpoints } from "@shared/api/routes";
import { PASSWORD_CHANGE_REQUIRED } from "@shared/api/contract";

import { REAUTH_REQUIRED, SECOND_FACTOR_REQUIRED } from "@shared/api/session-texts";
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { ApiError } from "./api-error";

/** Paths whose 401 means "wrong credentials", not "session ended". */
const CREDENTIAL_PATHS = new Set<string>(
  [
    authEndpoints.login,
    authEndpoints.loginPin,
    authEndpoints.logout,
    authEndpoints.familyRegister,
    authEndpoints.professionalRegister,
    // A wrong current password in a change of password: the session is still open.
    passwordEndpoints.changePassword,
  ].map((endpoint) => endpoint.path),
);

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * Deviation (docs/behaviour/04-states.md#session): a 401 outside the login/register endpoints means the session ended.
 * The auth layer registers what to do (clear the stored user, go to "/", toast). Returns an unsubscribe.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

let passwordChangeHandler: UnauthorizedHandler | null = null;

/**
 * A 403 with code PASSWORD_CHANGE_REQUIRED: the session holds a one-time password, and the auth layer shows
 * 'Cree una contraseña nueva'. Returns an unsubscribe.
 */
export function setPasswordChangeHandler(handler: UnauthorizedHandler | null): () => void {
  passwordChangeHandler = handler;
  return () => {
    if (passwordChangeHandler === handler) passwordChangeHandler = null;
  };
}

let secondFactorHandler: UnauthorizedHandler | null = null;

/**
 * A 403 with code SECOND_FACTOR_REQUIRED: the sign-in still owes its second step, and the auth layer shows it.
 * Returns an unsubscribe.
 */
export function setSecondFactorHandler(handler: UnauthorizedHandler | null): () => void {
  secondFactorHandler = handler;
  return () => {
    if (secondFactorHandler === handler) secondFactorHandler = null;
  };
}

/** Asks the person to confirm their identity; resolves whether they did (and the refused request may be sent again). */
type ReauthHandler = () => Promise<boolean>;
let reauthHandler: ReauthHandler | null = null;

/**
 * A 403 with code REAUTH_REQUIRED: a sensitive act without the factor shown in the last minutes. The handler opens
 * 'Confirme su identidad'; once confirmed, apiRequest sends the refused request once more. Returns an unsubscribe.
 */
export function setReauthHandler(handler: ReauthHandler | null): () => void {
  reauthHandler = handler;
  return () => {
    if (reauthHandler === handler) reauthHandler = null;
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

/**
 * docs/behaviour/08-errors.md: a non-OK response becomes an ApiError whose message is "<status>: <body text or
 * statusText>".
 */
export async function throwIfResNotOk(res: Response, url: string): Promise<void> {
  if (res.ok) return;
  if (res.status === 401 && !CREDENTIAL_PATHS.has(pathOf(url))) unauthorizedHandler?.();
  const error = await ApiError.fromResponse(res);
  if (res.status === 403 && error.code === PASSWORD_CHANGE_REQUIRED) passwordChangeHandler?.();
  if (res.status === 403 && error.code === SECOND_FACTOR_REQUIRED) secondFactorHandler?.();
  throw error;
}

/** Whether a refused answer asks for the factor again (read from a copy: the answer itself stays unread). */
async function isReauthRequired(res: Response): Promise<boolean> {
  if (res.status !== 403) return false;
  const error = await ApiError.fromResponse(res.clone());
  return error.code === REAUTH_REQUIRED;
}

/**
 * Sends a request with cookies; a body, when present, is JSON. Throws on a non-OK answer. A sensitive act refused
 * for want of a recent factor is sent once more after the person confirms their identity, so nothing typed is lost.
 */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const send = () =>
    fetch(url, {
      method,
      headers: hasBody ? { "Content-Type": "application/json" } : {},
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: "include",
    });
  let res = await send();
  if (reauthHandler && (await isReauthRequired(res)) && (await reauthHandler())) res = await send();
  await throwIfResNotOk(res, url);
  return res;
}

/** apiRequest + JSON parsing (an empty 204 answer gives null). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return null as T;
  return (await res.json()) as T;
}

/** Default loader (docs/behaviour/07-api.md): the query key segments joined with "/" are the URL. */
const defaultQueryFn: QueryFunction = async ({ queryKey }) => {
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

/** HTTP status of an error of throwIfResNotOk, or null (e.g. offline: the fetch got no answer). */
export function getErrorStatus(error: unknown): number | null {
  return error instanceof ApiError ? error.status : null;
}

/** The server's Spanish `message` of an error of throwIfResNotOk, else the fallback. */
export function getErrorMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError ? error.serverMessage : null) ?? fallback;
}

/** The server's machine-readable `code` of an error of throwIfResNotOk (e.g. 'device-not-enrolled'), or null. */
export function getErrorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.code : null;
}
