import type { ChatAiResponse, SaveChatResponse } from "@shared/api/chat";
import { assistantTurns, chatSessions, familyLinks, municipalities, programActivities, users } from "@shared/schema";
import { repeatsOn } from "@shared/domain/reminder-repeat";
import { addLocalDays, localDate } from "@shared/domain/time";
import { and, asc, eq } from "drizzle-orm";
import type { Assistant, ChatTurn } from "../assistant";
import { readSession } from "../assistant/session-insight";
import type { Db } from "../db/types";
import { raiseAlert } from "./raise-alert";
import { recordActivity } from "./activity-log";
import { recordLowMoodDay } from "./low-mood";
import { listMessages } from "./messages";
import { listTodayReminders, listUpcomingReminders } from "./reminders";
import { recordSafetyCheck } from "./safety-checks/safety-checks";

type Person = { userId: string; municipalityId: string; timezone: string };

/** What the assistant may know for this turn: name, tastes, today's reminders, unread senders. */
async function loadContext(db: Db, person: Person, now: Date) {
  // The person's record and their municipality's programme phone in one read (it runs on every chat turn).
  const [row] = await db
    .select({ user: users, programmePhone: municipalities.programmePhone })
    .from(users)
    .innerJoin(municipalities, eq(municipalities.id, users.municipalityId))
    .where(eq(users.id, person.userId))
    .limit(1);
  const { user } = row;
  const today = await listTodayReminders(db, { userId: person.userId, timezone: person.timezone, now });
  const recent = await listMessages(db, { userId: person.userId, limit: 50 });
  const upcoming = await listUpcomingReminders(db, { userId: person.userId, timezone: person.timezone, now }, 30);
  const tomorrow = addLocalDays(localDate(now, person.timezone), 1);
  const family = await db
    .select({ firstName: users.firstName })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.familyUserId))
    .where(and(eq(familyLinks.elderlyUserId, person.userId), eq(familyLinks.status, "approved")))
    .orderBy(asc(users.firstName));
  const activities = await db
    .select({
      title: programActivities.title,
      scheduledDate: programActivities.scheduledDate,
      scheduledTime: programActivities.scheduledTime,
      recurrence: programActivities.recurrence,
    })
    .from(programActivities)
    .where(eq(programActivities.municipalityId, person.municipalityId));
  return {
    firstName: user.firstName,
    formOfAddress: user.formOfAddress,
    gpName: user.gpName,
    healthCentreName: user.healthCentreName,
    healthCentrePhone: user.healthCentrePhone,
    programmePhone: row.programmePhone,
    timezone: person.timezone,
    now,
    hobbies: user.preferences.hobbies ?? [],
    likes: user.preferences.likes ?? [],
    todayReminders: today.map((r) => ({
      title: r.title,
      reminderTime: r.reminderTime,
      isCompleted: r.completedToday,
      type: r.type,
    })),
    familyNames: family.map((f) => f.firstName.trim()),
    programActivities: activities,
    tomorrowReminders: upcoming
      .filter((r) => repeatsOn(r, tomorrow))
      .map((r) => ({ title: r.title, reminderTime: r.reminderTime })),
    appointments: upcoming
      .filter((r) => r.type === "appointment" && r.reminderDate && !r.isCompleted)
      .map((r) => ({ title: r.title, date: r.reminderDate ?? "", time: r.reminderTime })),
    unreadMessages: recent
      .filter((m) => m.toUserId === person.userId && !m.isRead)
      .map((m) => ({ fromName: m.fromName })),
  };
}

/**
 * One assistant turn: safety check and reply (assistant), latency recorded, a health alert for the
 * municipality when the detector fired, the question '¿Está bien?' kept open when it was unsure, and one 'chat'
 * activity per conversation.
 */
export async function replyToChat(
  db: Db,
  assistant: Assistant,
  input: Person & { message: string; history: ChatTurn[]; clock: () => Date },
): Promise<ChatAiResponse> {
  const now = input.clock();
  const context = await loadContext(db, input, now);
  const started = performance.now();
  const reply = await assistant.reply(context, input.message, input.history);
  const latencyMs = Math.round(performance.now() - started);
  const createdAt = input.clock();
  await db.insert(assistantTurns).values({
    municipalityId: input.municipalityId,
    userId: input.userId,
    latencyMs,
    provider: reply.provider,
    healthAlert: !!reply.healthAlert,
    createdAt,
  });
  if (reply.healthAlert) {
    await raiseAlert(db, {
      municipalityId: input.municipalityId,
      userId: input.userId,
      now: createdAt,
      reason: { kind: "assistant-urgency", ...reply.healthAlert },
    });
  }
  const safetyCheck = reply.safetyCheck
    ? await recordSafetyCheck(db, { ...input, ...reply.safetyCheck, now: createdAt })
    : null;
  if (!input.history.some((turn) => turn.role === "user")) {
    await recordActivity(db, {
      userId: input.userId,
      municipalityId: input.municipalityId,
      activityType: "chat",
      description: "Conversación con el asistente",
      now: createdAt,
    });
  }
  const healthAlert = reply.healthAlert && {
    reason: reply.healthAlert.reason,
    severity: reply.healthAlert.severity,
    category: reply.healthAlert.category,
  };
  return {
    response: reply.response,
    healthAlert,
    safetyCheck,
    provider: reply.provider,
    ...(reply.offer && { offer: reply.offer }),
  };
}

/**
 * Saves a conversation with the assistant's own reading of it (topics, emotional state, summary):
 * labels a client sends are not trusted, so they always agree with what the assistant recognised. Low mood read
 * in any message counts the day for staff's 'Ánimo bajo' sign (with the person's consent; no text kept).
 */
export async function saveChatSession(
  db: Db,
  input: Person & { messages: string; turns: ChatTurn[]; duration: number; now: Date },
): Promise<SaveChatResponse> {
  const { insight, moods } = readSession(input.turns);
  const [row] = await db
    .insert(chatSessions)
    .values({
      municipalityId: input.municipalityId,
      userId: input.userId,
      messages: input.messages,
      messageCount: input.turns.length,
      duration: input.duration,
      ...insight,
      createdAt: input.now,
    })
    .returning({ id: chatSessions.id, createdAt: chatSessions.createdAt });
  await recordLowMoodDay(db, { ...input, moods });
  return { id: row.id, createdAt: row.createdAt.toISOString(), ...insight };
}
