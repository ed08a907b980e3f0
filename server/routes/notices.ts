import { noticeEndpoints as api } from "@shared/api/notices";
import { Router } from "express";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { confirmNotice, listNoticesOfPerson, listReceivedNotices, markNoticeShown } from "../services/notice-receipts";
import { countAudience, getNoticeDetail, listNotices, sendNotice } from "../services/notices";

// Notices to everyone at risk: staff send and follow them (their own municipality, from the session), the person
// confirms their own, relatives with consent read them.
export function noticesRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.list, ({ auth, now }) => listNotices(db, auth.municipalityId, now));
  defineRoute(router, deps, api.audience, ({ auth, query }) => countAudience(db, auth.municipalityId, query));
  defineRoute(router, deps, api.send, ({ auth, body, now }) =>
    sendNotice(db, body, { municipalityId: auth.municipalityId, actorId: auth.userId, now }),
  );
  defineRoute(router, deps, api.received, ({ subject }) => listReceivedNotices(db, subject.id));
  defineRoute(router, deps, api.detail, ({ record: notice, now }) => getNoticeDetail(db, notice, now));

  defineRoute(router, deps, api.markShown, async ({ record: receipt, now }) => {
    await markNoticeShown(db, receipt, now);
    return null;
  });
  defineRoute(router, deps, api.confirm, async ({ record: receipt, now }) => {
    await confirmNotice(db, receipt, now);
    return null;
  });

  defineRoute(router, deps, api.ofPerson, ({ subject, now }) => listNoticesOfPerson(db, subject.id, now));

  return router;
}
