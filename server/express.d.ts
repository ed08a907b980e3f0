import type { SessionContext } from "./auth/sessions";

declare global {
  namespace Express {
    interface Request {
      /** The logged-in person, set by the session middleware. */
      auth?: SessionContext;
    }
  }
}
