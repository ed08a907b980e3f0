import type { Request, Response } from "express";
import type { AlertEvents } from "./alert-events";

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long the browser waits before reconnecting after a drop. */
const RETRY_MS = 3_000;

/**
 * Server-sent events for one staff console: `event: alerts` whenever an alert of the municipality is raised or
 * changes, and nothing else (the console refetches its list). Resolves when the connection ends.
 */
export function streamAlertEvents(
  http: { req: Request; res: Response },
  /** maxMs: the stream then ends and the browser reconnects, so a signed-out session stops hearing pings. */
  input: { events: AlertEvents; municipalityId: string; maxMs: number },
): Promise<null> {
  const { req, res } = http;
  res.status(200);
  res.set({
    "Content-Type": "text/event-stream; charset=utf-8",
    // no-transform: compression would hold the events back; X-Accel-Buffering: so would nginx.
    "Cache-Control": "no-store, no-transform",
    "X-Accel-Buffering": "no",
    Connection: "keep-alive",
  });
  res.flushHeaders();
  res.write(`retry: ${RETRY_MS}\n\n`);
  return new Promise((resolve) => {
    const send = () => res.write("event: alerts\ndata: {}\n\n");
    const unsubscribe = input.events.subscribe(input.municipalityId, send);
    const heartbeat = setInterval(() => res.write(": sigo aquí\n\n"), HEARTBEAT_MS);
    let isEnded = false;
    const end = () => {
      if (isEnded) return;
      isEnded = true;
      clearInterval(heartbeat);
      clearTimeout(limit);
      unsubscribe();
      res.end();
      resolve(null);
    };
    const limit = setTimeout(end, input.maxMs);
    heartbeat.unref();
    limit.unref();
    req.on("close", end);
  });
}
