import { METRICS_MESSAGES } from "@shared/api/metrics";
import type { Db } from "../db/types";
import { forbidden, HttpError, notFound } from "../http/errors";
import { authorizeSubject } from "./access";
import type { SessionContext } from "./sessions";

// The metrics routes' own subject rule, kept apart from the shared subject policy because its answers differ
// from it: asking about oneself is a plain 403, missing consent is a 403 with its own text, and only an older
// person can be asked about (404 for anyone else).

/** The older person whose metrics are asked for: 404 outside reach, 403 without personal consent (audited). */
export async function authorizeMetricsSubject(db: Db, auth: SessionContext, userId: string, now: Date) {
  if (userId === auth.userId) throw forbidden();
  const person = await authorizeSubject(db, auth, userId, "statistics", now, "metrics.view").catch((err) => {
    throw err instanceof HttpError && err.status === 403 ? forbidden(METRICS_MESSAGES.noConsent) : err;
  });
  if (person.role !== "elderly") throw notFound();
  return person;
}
