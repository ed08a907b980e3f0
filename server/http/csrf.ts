import type { RequestHandler } from "express";
import { HttpError } from "./errors";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const CROSS_SITE = "La solicitud procede de otro sitio y ha sido rechazada";

function hasBody(headers: Record<string, string | string[] | undefined>): boolean {
  const length = headers["content-length"];
  return (length !== undefined && length !== "0") || headers["transfer-encoding"] !== undefined;
}

/**
 * CSRF defence for every state-changing request (DESIGN.md section 4): SameSite=Lax cookies plus
 * a same-origin check on Origin / Sec-Fetch-Site, and JSON-only bodies (a cross-site HTML form
 * cannot send application/json without a CORS preflight, which this server never grants).
 */
export const csrfGuard: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.headers["sec-fetch-site"];
  if (site && site !== "same-origin" && site !== "none") return next(new HttpError(403, CROSS_SITE));
  const origin = req.headers.origin;
  if (origin) {
    let host: string | undefined;
    try {
      host = new URL(origin).host;
    } catch {
      return next(new HttpError(403, CROSS_SITE));
    }
    const expected =
      req.headers["x-forwarded-host"] && req.app.get("trust proxy")
        ? req.headers["x-forwarded-host"]
        : req.headers.host;
    if (host !== expected) return next(new HttpError(403, CROSS_SITE));
  }
  if (hasBody(req.headers) && !req.is("application/json")) {
    return next(new HttpError(415, "El contenido debe enviarse en formato JSON"));
  }
  next();
};
