// Builds every demo row in memory (ids included) from the clock and the hashed secrets; seed.ts inserts them.
import { randomUUID } from "node:crypto";
import type { consentEvents, familyLinks, municipalities, programActivityAssignments } from "@shared/schema";
import { type ActivityRow, planActivities } from "./seed-activity";
import { type AssistantTurnRow, type ChatSessionRow, planChatSessions } from "./seed-chat";
import { type ElderlySpec, type MunicipalityKey, STAFF } from "./seed-people";
import { planFollowUp } from "./seed-follow-up";
import { type ProgramActivityRow, planProgramActivities, programReminder } from "./seed-program";
import {
  type CompletionRow,
  planCompletions,
  planPersonalReminders,
  type ReminderRow,
  type TodayState,
} from "./seed-reminders";
import { type AlertRow, type MessageRow, planAlerts, planMessages } from "./seed-social";
import { ALL_ELDERLY, planUsers, type UserRow } from "./seed-users";
import { DAY_MS, LocalClock, Rng } from "./seed-util";

const DEMO_TIMEZONE = "Europe/Madrid";
const SEED = 0x5eed_2026;

export type DemoPlan = {
  municipalities: Array<typeof municipalities.$inferInsert & { id: string }>;
  users: UserRow[];
  consentEvents: Array<typeof consentEvents.$inferInsert>;
  familyLinks: Array<typeof familyLinks.$inferInsert>;
  programActivities: ProgramActivityRow[];
  assignments: Array<typeof programActivityAssignments.$inferInsert>;
  reminders: ReminderRow[];
  completions: CompletionRow[];
  activities: ActivityRow[];
  chatSessions: ChatSessionRow[];
  assistantTurns: AssistantTurnRow[];
  messages: MessageRow[];
  alerts: AlertRow[];
  followUp: ReturnType<typeof planFollowUp>;
  /** Users by spec key (elderly keys, staff keys). */
  ids: Record<string, string>;
  municipalityIds: Record<MunicipalityKey, string>;
};

/** How many saved assistant conversations each person has. */
const CHAT_SESSIONS: Record<string, number> = { carmen: 4, antonio: 2, jose: 2, maria: 2, teresa: 2 };

export function planDemo(
  now: Date,
  secrets: { passwordHash: string; pinHashes: Map<string, string> },
): DemoPlan {
  const clock = new LocalClock(now, DEMO_TIMEZONE);
  const rng = new Rng(SEED);
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const municipalityIds: Record<MunicipalityKey, string> = {
    valleVerde: randomUUID(),
    monteClaro: randomUUID(),
  };
  const names: Record<MunicipalityKey, string> = { valleVerde: "Valle Verde", monteClaro: "Monte Claro" };
  const plan: DemoPlan = {
    municipalities: [
      {
        id: municipalityIds.valleVerde,
        name: names.valleVerde,
        province: "Madrid",
        timezone: DEMO_TIMEZONE,
        programmePhone: "600 000 098",
        createdAt: daysAgo(420),
      },
      {
        id: municipalityIds.monteClaro,
        name: names.monteClaro,
        province: "Segovia",
        timezone: DEMO_TIMEZONE,
        programmePhone: "600 000 099",
        createdAt: daysAgo(410),
      },
    ],
    users: [],
    consentEvents: [],
    familyLinks: [],
    programActivities: [],
    assignments: [],
    reminders: [],
    completions: [],
    activities: [],
    chatSessions: [],
    assistantTurns: [],
    messages: [],
    alerts: [],
    followUp: { plans: [], calls: [] },
    ids: {},
    municipalityIds,
  };
  const ids = plan.ids;
  for (const spec of [...STAFF, ...ALL_ELDERLY]) ids[spec.key] = randomUUID();
  const professionalOf = (m: MunicipalityKey) => (m === "valleVerde" ? ids.profesional : ids.profesionalMc);

  const people = planUsers({ clock, rng: rng.fork("people"), ids, municipalityIds, secrets });
  plan.users = people.users;
  plan.consentEvents = people.consentEvents;
  plan.familyLinks = people.familyLinks;
  const userById = new Map(plan.users.map((u) => [u.id, u]));

  // Programme activities of Valle Verde, assigned to all its elderly people.
  plan.programActivities = planProgramActivities(municipalityIds.valleVerde, ids.profesional, clock);

  // Reminders, completions, activity log and conversations, person by person.
  for (const spec of ALL_ELDERLY) {
    const userId = ids[spec.key];
    const municipalityId = municipalityIds[spec.municipality];
    const person = userById.get(userId)!;
    const own = planPersonalReminders({
      spec,
      userId,
      municipalityId,
      municipalityName: names[spec.municipality],
      professionalId: professionalOf(spec.municipality),
      familyId: spec.key === "carmen" ? ids.familia : spec.key === "antonio" ? ids.familia2 : undefined,
      lastActivity: person.lastActivity,
      clock,
      rng: rng.fork(`reminders:${spec.key}`),
    });
    const programme = spec.municipality === "valleVerde" ? plan.programActivities : [];
    for (const activity of programme) plan.assignments.push({ activityId: activity.id, userId });
    const personReminders = [...own.rows, ...programme.map((a) => programReminder(a, userId))];
    plan.reminders.push(...personReminders);
    const completions = completionsFor(spec, person.lastActivity, personReminders, own.today, clock, rng);
    plan.completions.push(...completions);
    const log = planActivities({
      userId,
      municipalityId,
      lastActivity: person.lastActivity,
      engagement: spec.engagement,
      completions,
      reminderTitles: new Map(personReminders.map((r) => [r.id, r.title])),
      chatDays: CHAT_SESSIONS[spec.key] ?? 0,
      clock,
      rng: rng.fork(`activity:${spec.key}`),
    });
    person.lastLoginAt = log.lastLogin;
    plan.activities.push(...log.rows);
    const chats = planChatSessions({
      userId,
      municipalityId,
      firstName: spec.firstName,
      activityRows: log.rows,
      count: CHAT_SESSIONS[spec.key] ?? 0,
      rng: rng.fork(`chat:${spec.key}`),
    });
    plan.chatSessions.push(...chats.sessions);
    plan.assistantTurns.push(...chats.turns);
  }

  // Messages (family users were last active no earlier than their last message) and alerts.
  plan.messages = planMessages(clock, {
    municipalityId: municipalityIds.valleVerde,
    carmen: ids.carmen,
    javier: ids.familia,
    antonio: ids.antonio,
    elena: ids.familia2,
    antonioLastActivity: userById.get(ids.antonio)!.lastActivity!,
  });
  for (const m of plan.messages) {
    const sender = userById.get(m.fromUserId)!;
    if (sender.role === "family" && sender.lastActivity && sender.lastActivity < m.createdAt) {
      sender.lastActivity = m.createdAt;
    }
  }
  const lastOf = (key: string) => userById.get(ids[key])!.lastActivity!;
  plan.alerts = planAlerts(clock, {
    municipalityId: municipalityIds.valleVerde,
    professional: ids.profesional,
    pendingHelp: [
      [ids.jose, new Date(lastOf("jose").getTime() - 60_000)],
      [ids.maria, new Date(lastOf("maria").getTime() - 120_000)],
    ],
    carmen: ids.carmen,
    inactive: [ids.concepcion, lastOf("concepcion")],
    health: ids.teresa,
  });
  plan.followUp = planFollowUp(clock, {
    municipalityId: municipalityIds.valleVerde,
    professional: ids.profesional,
    carmen: ids.carmen,
    antonio: ids.antonio,
    jose: ids.jose,
  });
  return plan;
}

function completionsFor(
  spec: ElderlySpec,
  lastActivity: Date | null,
  reminders: ReminderRow[],
  today: Map<string, TodayState>,
  clock: LocalClock,
  rng: Rng,
): CompletionRow[] {
  const own = rng.fork(`completions:${spec.key}`);
  return reminders.flatMap((reminder) =>
    planCompletions(reminder, {
      adherence: spec.adherence,
      cutoff: lastActivity,
      today: today.get(reminder.id),
      clock,
      rng: own,
    }),
  );
}
