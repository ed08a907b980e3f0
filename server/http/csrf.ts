import type { Request, RequestHandler } from "express";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE = "La solicitud procede de otro sitio y ha sido rechazada";

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers["content-length"];
  return (length !== undefined && length !== "0") || headers["transfer-encoding"] !== undefined;
}

/** Scheme, host and port of the Origin header equal the app's own (as a trusted proxy reports them). */
function isOwnOrigin(req: Request, origin: string): boolean {
  // Express 5: req.host and req.protocol follow X-Forwarded-Host/-Proto only from a trusted proxy.
  const host = req.host;
  if (!host) return false;
  try {
    // URL.origin lowercases and drops a default port on both sides: "http://a:80" is "http://a".
    return new URL(origin).origin === new URL(`${req.protocol}://${host}`).origin;
  } catch {
    return false;
  }
}

/**
 * CSRF defence for every state-changing request (docs/behaviour/06-roles-and-access.md#csrf-and-headers): SameSite=Lax
 * cookies plus a same-origin check on Origin / Sec-Fetch-Site, and JSON-only bodies (a cross-site HTML form cannot send
 * application/json without a CORS preflight, which this server never grants).
 */
export const csrfGuard: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return next(new HttpError(403, CROSS_SITE));
  const origin = req.headers.origin;
  if (origin && !isOwnOrigin(req, origin)) return next(new HttpError(403, CROSS_SITE));
  if (hasBody(req.headers) && !req.is("application/json")) {
    return next(new HttpError(415, "El contenido debe enviarse en formato JSON"));
  }
  next();
};
