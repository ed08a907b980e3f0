import { alertEndpoints as api } from "@shared/api/alerts";
import { onCallEndpoints } from "@shared/api/on-call";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import {
  acknowledgeAlert,
  dismissAlert,
  getLatestHelp,
  listOpenAlertsOf,
  markAlertSeen,
  markHelpAccidental,
} from "../services/alert-lifecycle";
import { getHelpService } from "../services/help-service";
import { streamAlertEvents } from "../http/alert-stream";
import { getOnCallSettings, setOnCallEmails } from "../services/escalation/on-call-emails";

// An alert's life: seen by staff, attended with an outcome; the person and their family follow it.
export function alertsRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.escalationMode, () => ({ isEmailEnabled: !!deps.config.escalation.smtpUrl }));

  // Who receives the caller's own municipality's escalations (the session's municipality, never one named in
  // the request).
  defineRoute(router, deps, onCallEndpoints.read, ({ auth }) => getOnCallSettings(db, auth.municipalityId));
  defineRoute(router, deps, onCallEndpoints.update, ({ body, auth, now }) =>
    setOnCallEmails(db, body.emails, { municipalityId: auth.municipalityId, actorId: auth.userId, now }),
  );

  defineRoute(router, deps, api.markSeen, async ({ record: alert, auth, now }) => {
    await markAlertSeen(db, alert, { actorId: auth.userId, now });
    return null;
  });

  defineRoute(router, deps, api.acknowledge, async ({ record: alert, auth, now }) => {
    await acknowledgeAlert(db, alert, { actorId: auth.userId, now });
    return null;
  });

  defineRoute(router, deps, api.markAccidental, async ({ record: alert, now }) => {
    await markHelpAccidental(db, alert, now);
    return null;
  });

  // Open consoles hear of every change at once; the 30-second poll stays as the fallback.
  defineRoute(router, deps, api.events, ({ auth, http }) =>
    streamAlertEvents(http, {
      events: deps.alertEvents,
      municipalityId: auth.municipalityId,
      maxMs: deps.config.alertStreamMaxMs,
    }),
  );

  defineRoute(router, deps, api.dismiss, async ({ record: alert, body, auth, now }) => {
    await dismissAlert(db, alert, {
      actorId: auth.userId,
      now,
      outcome: body.outcome,
      note: body.note,
    });
    return null;
  });

  // The person's own latest help request ('Enviada', 'El personal la ha visto', 'Atendida por …').
  defineRoute(router, deps, api.latestHelp, ({ subject, auth, now }) =>
    getLatestHelp(db, {
      userId: subject.id,
      now,
      service: () => getHelpService(db, { municipalityId: auth.municipalityId, now, escalation: deps.config.escalation }),
    }),
  );

  // Family with consent (403 'Información privada' without), the person and their staff.
  defineRoute(router, deps, api.openAlertsOf, ({ subject, now }) => listOpenAlertsOf(db, subject.id, now));

  return router;
}
