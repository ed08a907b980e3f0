import { idParams, userIdParams } from "@shared/api/common";
import {
  completeReminderRequest,
  createReminderRequest,
  REMINDER_MESSAGES,
  statsQuery,
  undoCompletionRequest,
  upcomingQuery,
  updateReminderRequest,
} from "@shared/api/reminders";
import { addLocalDays, localDate, startOfLocalDay } from "@shared/domain/time";
import { type Request, Router } from "express";
import { authorizeSubject } from "../auth/access";
import { sessionOf } from "../auth/middleware";
import type { SessionContext } from "../auth/sessions";
import { takeWrite } from "../auth/write-limits";
import type { AppDeps } from "../deps";
import { conflict, forbidden, notFound } from "../http/errors";
import { cachedJson } from "../http/read-cache";
import { parse } from "../http/validate";
import { createReminder, deleteReminder, updateReminder } from "../services/reminder-editing";
import {
  completeReminder,
  findReminder,
  getReminderStats,
  listCompletions,
  listReminders,
  listTodayReminders,
  listUpcomingReminders,
  undoReminderCompletion,
} from "../services/reminders";
import { listUnconfirmedDoses } from "../services/unconfirmed-doses";

/** The list changes with the local day ('Hoy', completedToday): a cached copy ends at the next midnight. */
const nextLocalMidnight = (now: Date, timezone: string) =>
  startOfLocalDay(addLocalDays(localDate(now, timezone), 1), timezone);

export function remindersRouter(deps: AppDeps): Router {
  const router = Router();
  const { db } = deps;

  /** Reading a person's reminders is "care" data: self, consented family, own professionals. */
  async function careScope(req: Request) {
    const { userId } = parse(userIdParams, req.params);
    const auth = sessionOf(req);
    const now = deps.clock();
    await authorizeSubject(db, auth, userId, "care", now, "reminders.view");
    return { userId, timezone: auth.timezone, now };
  }

  router.get("/reminders/:userId", async (req, res) => {
    res.json(await listReminders(db, await careScope(req)));
  });
  router.get("/reminders/:userId/today", async (req, res) => {
    res.json(await listTodayReminders(db, await careScope(req)));
  });
  router.get("/reminders/:userId/upcoming", async (req, res) => {
    const { days } = parse(upcomingQuery, req.query);
    const { userId } = parse(userIdParams, req.params);
    const auth = sessionOf(req);
    if (userId !== auth.userId) {
      res.json(await listUpcomingReminders(db, await careScope(req), days));
      return;
    }
    // The person's own list, which their tablet polls: kept in the read cache (server/http/read-cache.ts) per
    // person, period and local day. Only self reads: their access depends on nothing but the session, and
    // they write no audit row that a cache hit would skip.
    const now = deps.clock();
    const json = await cachedJson(
      deps.readCache,
      `upcoming:${userId}:${days}`,
      now,
      async () => listUpcomingReminders(db, await careScope(req), days),
      () => nextLocalMidnight(now, auth.timezone),
    );
    res.set("ETag", json.etag).type("json").send(json.body);
  });
  router.get("/reminders/:userId/stats", async (req, res) => {
    const { days } = parse(statsQuery, req.query);
    res.json(await getReminderStats(db, await careScope(req), days));
  });
  router.get("/reminders/:userId/unconfirmed", async (req, res) => {
    res.json(await listUnconfirmedDoses(db, await careScope(req)));
  });
  router.get("/reminders/:userId/completions", async (req, res) => {
    res.json(await listCompletions(db, await careScope(req)));
  });

  /** The person ticks (or un-ticks) their own reminder; staff may do it on their behalf. Family members do not. */
  async function completableReminder(req: Request) {
    const { id } = parse(idParams, req.params);
    const auth = sessionOf(req);
    const now = deps.clock();
    const reminder = await findReminder(db, id, auth.municipalityId);
    if (!reminder) throw notFound();
    if (auth.role === "family") {
      await authorizeSubject(db, auth, reminder.userId, "care", now);
      throw forbidden();
    }
    await authorizeSubject(
      db,
      auth,
      reminder.userId,
      auth.role === "elderly" ? "self" : "record",
      now,
      "reminders.complete",
    );
    return { auth, reminder, now };
  }

  router.post("/reminders/:id/complete", async (req, res) => {
    const body = parse(completeReminderRequest, req.body ?? {});
    const { auth, reminder, now } = await completableReminder(req);
    const { completion, isNew } = await completeReminder(db, reminder, {
      completedBy: auth.userId,
      notes: body.notes,
      timezone: auth.timezone,
      now,
      occurrenceDate: body.occurrenceDate,
      pressedAt: body.pressedAt ? new Date(body.pressedAt) : undefined,
    });
    res.status(isNew ? 201 : 200).json(completion);
  });

  router.post("/reminders/:id/undo", async (req, res) => {
    const body = parse(undoCompletionRequest, req.body ?? {});
    const { auth, reminder, now } = await completableReminder(req);
    res.json(
      await undoReminderCompletion(db, reminder, {
        occurrenceDate: body.occurrenceDate,
        timezone: auth.timezone,
        now,
      }),
    );
  });

  /** Family (approved link + consent) and staff of the municipality manage a person's reminders. */
  async function authorizeManagement(auth: SessionContext, userId: string) {
    if (auth.role === "elderly") throw forbidden();
    const scope = auth.role === "family" ? "care" : "record";
    await authorizeSubject(db, auth, userId, scope, deps.clock(), "reminders.manage");
  }

  async function editableReminder(req: Request) {
    const { id } = parse(idParams, req.params);
    const auth = sessionOf(req);
    // The role first: an older person gets the same 403 for any id, so ids cannot be probed.
    if (auth.role === "elderly") throw forbidden();
    const reminder = await findReminder(db, id, auth.municipalityId);
    if (!reminder || !reminder.isActive) throw notFound();
    await authorizeManagement(auth, reminder.userId);
    if (reminder.programActivityId && auth.role !== "professional")
      throw conflict(REMINDER_MESSAGES.programActivity);
    return { auth, reminder };
  }

  router.post("/reminders", async (req, res) => {
    const input = parse(createReminderRequest, req.body);
    const auth = sessionOf(req);
    await authorizeManagement(auth, input.userId);
    await takeWrite(db, "write-reminder", auth.userId, deps.clock());
    const created = await createReminder(db, input, {
      createdBy: auth.userId,
      municipalityId: auth.municipalityId,
      timezone: auth.timezone,
      now: deps.clock(),
    });
    res.status(201).json(created);
  });

  router.patch("/reminders/:id", async (req, res) => {
    const input = parse(updateReminderRequest, req.body);
    const { auth, reminder } = await editableReminder(req);
    res.json(await updateReminder(db, reminder, input, { timezone: auth.timezone, now: deps.clock() }));
  });

  router.delete("/reminders/:id", async (req, res) => {
    const { reminder } = await editableReminder(req);
    await deleteReminder(db, reminder);
    res.status(204).end();
  });

  return router;
}
