import { reminderEndpoints as api } from "@shared/api/reminders";
import { addLocalDays, localDate, startOfLocalDay } from "@shared/domain/time";
import { Router } from "express";
import type { SessionContext } from "../auth/sessions";
import { takeWrite } from "../auth/write-limits";
import type { AppDeps } from "../deps";
import { defineRoute } from "../http/define-route";
import { cachedJson } from "../http/read-cache";
import { createReminder, deleteReminder, updateReminder } from "../services/reminder-editing";
import {
  completeReminder,
  getReminderStats,
  listCompletions,
  listReminders,
  listTodayReminders,
  listUpcomingReminders,
} from "../services/reminders";
import { undoReminderCompletion } from "../services/reminder-undo";
import { listUnconfirmedDoses } from "../services/unconfirmed-doses";

/** The list changes with the local day ('Hoy', completedToday): a cached copy ends at the next midnight. */
const nextLocalMidnight = (now: Date, timezone: string) =>
  startOfLocalDay(addLocalDays(localDate(now, timezone), 1), timezone);

/** The person whose reminders are read, seen in the caller's local day. */
const careScope = (ctx: { params: { userId: string }; auth: SessionContext; now: Date }) => ({
  userId: ctx.params.userId,
  timezone: ctx.auth.timezone,
  now: ctx.now,
});

export function remindersRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  defineRoute(router, deps, api.list, (ctx) => listReminders(db, careScope(ctx)));
  defineRoute(router, deps, api.today, (ctx) => listTodayReminders(db, careScope(ctx)));
  defineRoute(router, deps, api.upcoming, async (ctx) => {
    const { params, query, auth, now, http } = ctx;
    if (params.userId !== auth.userId) return listUpcomingReminders(db, careScope(ctx), query.days);
    // The person's own list, which their tablet polls: kept in the read cache (server/http/read-cache.ts) per
    // person, period and local day, pre-serialised with its ETag (a matching If-None-Match answers 304). Only
    // self reads: they write no audit row that a cache hit would skip.
    const json = await cachedJson(
      deps.readCache,
      `upcoming:${params.userId}:${query.days}`,
      now,
      () => listUpcomingReminders(db, careScope(ctx), query.days),
      () => nextLocalMidnight(now, auth.timezone),
    );
    http.res.set("ETag", json.etag).type("json").send(json.body);
    // Already answered, so defineRoute neither sends this nor checks the response: the cached body is what
    // listUpcomingReminders returns, the same value every other caller's answer is checked with.
    return [];
  });
  defineRoute(router, deps, api.stats, (ctx) => getReminderStats(db, careScope(ctx), ctx.query.days));
  defineRoute(router, deps, api.unconfirmed, (ctx) => listUnconfirmedDoses(db, careScope(ctx)));
  defineRoute(router, deps, api.completions, (ctx) => listCompletions(db, careScope(ctx)));

  defineRoute(router, deps, api.complete, async ({ body, auth, record, now, http }) => {
    const { completion, isNew } = await completeReminder(db, record, {
      completedBy: auth.userId,
      notes: body.notes,
      timezone: auth.timezone,
      now,
      occurrenceDate: body.occurrenceDate,
      pressedAt: body.pressedAt ? new Date(body.pressedAt) : undefined,
    });
    // A repeated 'Hecho' (a queued one sent twice) keeps the first completion and answers 200.
    if (!isNew) http.res.status(200);
    return completion;
  });

  defineRoute(router, deps, api.undo, ({ body, auth, record, now }) =>
    undoReminderCompletion(db, record, {
      occurrenceDate: body.occurrenceDate,
      callerId: auth.userId,
      timezone: auth.timezone,
      now,
    }),
  );

  defineRoute(router, deps, api.create, async ({ body, auth }) => {
    await takeWrite(db, "write-reminder", auth.userId, deps.clock());
    return createReminder(db, body, {
      createdBy: auth.userId,
      municipalityId: auth.municipalityId,
      timezone: auth.timezone,
      now: deps.clock(),
    });
  });

  defineRoute(router, deps, api.update, ({ body, auth, record }) =>
    updateReminder(db, record, body, { timezone: auth.timezone, now: deps.clock(), editorRole: auth.role }),
  );

  defineRoute(router, deps, api.remove, async ({ auth, record }) => {
    await deleteReminder(db, record, auth.role);
    return null;
  });

  return router;
}
