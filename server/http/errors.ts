import { MESSAGES } from "@shared/api/auth";
import type { ErrorRequestHandler } from "express";
import type { Logger } from "../logger";
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
} from "./database-unavailable";

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
    const known = err instanceof HttpError ? err : fromBodyParser(err as BodyParserError);
    if (known) {
      res.status(known.status).json({ message: known.message, ...known.extra });
      return;
    }
    if (isDatabaseUnavailable(err)) {
      logger.warn({ reqId: (req as { id?: unknown }).id, err: String(err) }, "database unavailable");
      if (res.headersSent) return;
      res.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ message: DATABASE_UNAVAILABLE_MESSAGE });
      return;
    }
    // A bug: log it with the request id, answer without internals.
    logger.error({ err, reqId: (req as { id?: unknown }).id }, "unhandled error");
    if (res.headersSent) return;
    res.status(500).json({ message: "Ha ocurrido un error inesperado. Inténtelo de nuevo más tarde." });
  };
}
