import type { SessionContext } from "./auth/sessions";

declare global {
  namespace Express {
    interface Request {
      /** The logged-in person, set by the session middleware. */
      auth?: SessionContext;
      /** Request number in this process, for log lines (server/http/request-log.ts). */
      id?: number;
    }
  }
}
