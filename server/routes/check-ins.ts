import { checkInEndpoints as api } from "@shared/api/check-in";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import {
  getCheckInToday,
  recordCallRequest,
  recordCheckInAnswer,
  saveCheckInPlan,
} from "../services/check-ins";

// The morning check-in. Who may call each route is the contract's: staff of the person's municipality set the
// plan, the person answers, the person, their staff and consented family read today's status.
export function checkInsRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.setPlan, ({ subject, body, auth, now }) =>
    saveCheckInPlan(db, subject, body, { actorId: auth.userId, now }),
  );

  defineRoute(router, deps, api.today, ({ subject, auth, now }) =>
    getCheckInToday(db, subject, { now, timezone: auth.timezone }),
  );

  defineRoute(router, deps, api.answer, async ({ subject, body, auth, now, http }) => {
    const answeredAt = body.answeredAt ? new Date(body.answeredAt) : undefined;
    const { record, isNew } = await recordCheckInAnswer(db, subject, {
      answer: body.answer,
      answeredAt,
      now,
      timezone: auth.timezone,
    });
    // The day's first answer stays: a repeat (a queued answer sent twice) answers 200 with it.
    if (!isNew) http.res.status(200);
    return record;
  });

  defineRoute(router, deps, api.callRequest, ({ subject, body, auth, now }) =>
    recordCallRequest(db, subject, { wantsCall: body.wantsCall, now, timezone: auth.timezone }),
  );

  return router;
}
