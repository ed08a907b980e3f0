import type { RequestHandler } from "express";
import type { Logger } from "../logger";

/**
 * One log line per API request: id, method, path, status and milliseconds. Never bodies, query strings, headers
 * or cookies.
 * (Replaces pino-http, which built a child logger with the serialized request on every request, even when
 * nothing was logged: a tenth of the CPU of a cached read.)
 */
export function requestLog(logger: Logger): RequestHandler {
  let lastId = 0;
  return (req, res, next) => {
    const id = ++lastId;
    req.id = id;
    if (!req.originalUrl.startsWith("/api") || !logger.isLevelEnabled("info")) return next();
    const started = performance.now();
    // The path only: a query string can hold what a person searched for (names) or typed.
    const { method } = req;
    const url = req.originalUrl.split("?")[0];
    const done = () => {
      res.off("finish", done);
      res.off("close", done);
      const line = {
        req: { id, method, url },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(performance.now() - started),
      };
      if (!res.writableFinished) logger.info(line, "request aborted");
      else if (res.statusCode >= 500) logger.error(line, "request errored");
      else logger.info(line, "request completed");
    };
    res.on("finish", done);
    res.on("close", done);
    next();
  };
}
