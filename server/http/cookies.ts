import type { Request } from "express";

export const SESSION_COOKIE = "sid";
/** The enrolled-device credential: sent only to /api/auth, where PIN login and enrolment live. */
export const DEVICE_COOKIE = "did";
export const DEVICE_COOKIE_PATH = "/api/auth";
/** A browser that has completed a sign-in of an account: any other is flagged as a new device (path /api/auth). */
export const KNOWN_BROWSER_COOKIE = "kb";

export function readCookie(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
