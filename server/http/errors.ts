import { MESSAGES } from "@shared/api/auth";
import type { ErrorRequestHandler } from "express";
import { DomainError, type RefusalKind } from "../domain-errors";
import type { Logger } from "../logger";
import { isDatabaseUnreachable, safeError } from "../db/errors";

export const DB_UNAVAILABLE = "El servicio no está disponible en este momento. Inténtelo de nuevo en unos minutos.";
export const DB_RETRY_AFTER_SECONDS = 30;

/** An expected failure with a status and a Spanish message for the person. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = (message: string = MESSAGES.unauthenticated) => new HttpError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

/** The one place a domain refusal becomes HTTP: its status, and `{ message, code? }` as the body. */
export const STATUS_OF_REFUSAL: Readonly<Record<RefusalKind, number>> = {
  "invalid-input": 400,
  unauthenticated: 401,
  forbidden: 403,
  "not-found": 404,
  conflict: 409,
  locked: 423,
  "too-many-attempts": 429,
};

export function httpErrorOf(err: DomainError): HttpError {
  return new HttpError(STATUS_OF_REFUSAL[err.kind], err.message, err.code === undefined ? {} : { code: err.code });
}

type BodyParserError = Error & { type?: string; status?: number };

function fromBodyParser(err: BodyParserError): HttpError | null {
  switch (err.type) {
    case "entity.too.large":
      return new HttpError(413, "El contenido enviado es demasiado grande (máximo 100 kB)");
    case "entity.parse.failed":
      return badRequest("El contenido enviado no es JSON válido");
    case "encoding.unsupported":
    case "charset.unsupported":
      return new HttpError(415, "Codificación no admitida");
    default:
      return err.status && err.status >= 400 && err.status < 500
        ? new HttpError(err.status, "Solicitud no válida")
        : null;
  }
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const known =
      err instanceof HttpError
        ? err
        : err instanceof DomainError
          ? httpErrorOf(err)
          : fromBodyParser(err as BodyParserError);
    if (known) {
      res.status(known.status).json({ message: known.message, ...known.extra });
      return;
    }
    if (isDatabaseUnreachable(err)) {
      // Recovery needs no restart: the pool reconnects on the next request.
      logger.warn({ err: safeError(err), reqId: (req as { id?: unknown }).id }, "database unreachable");
      if (res.headersSent) return;
      res.set("Retry-After", String(DB_RETRY_AFTER_SECONDS)).status(503).json({ message: DB_UNAVAILABLE });
      return;
    }
    // A bug: log its type, code and frames with the request id (never its message: it may hold the
    // query's parameters), answer without internals.
    logger.error({ err: safeError(err), reqId: (req as { id?: unknown }).id }, "unhandled error");
    if (res.headersSent) return;
    res.status(500).json({ message: "Ha ocurrido un error inesperado. Inténtelo de nuevo más tarde." });
  };
}
