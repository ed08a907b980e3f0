import type { AgendaItem, FollowUpAgenda } from "@shared/api/follow-up";
import { followUpDue } from "@shared/domain/follow-up";
import { AGENDA_REASON_LABELS, type AgendaEntry, agendaOrder } from "@shared/domain/follow-up-agenda";
import { localDate, startOfLocalDay } from "@shared/domain/time";
import { followUpPlans, users } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/types";
import { checkInSigns, doseSigns, missedCheckInSigns, noticeSigns, quietDaySigns, safetyCheckSigns } from "./agenda-signs";
import { lastCalls } from "./calls";
import { lastDoneContacts } from "./plans";

type Scope = { municipalityId: string; timezone: string; now: Date };
type Person = { id: string; firstName: string; lastName: string; phone: string | null };
type Plan = typeof followUpPlans.$inferSelect;

/** Scheduled contacts due today or overdue. Their time is the start of today: a call today answers them. */
function planEntries(plans: Plan[], lastDone: Map<string, Date>, scope: Scope): AgendaEntry[] {
  const startOfToday = startOfLocalDay(localDate(scope.now, scope.timezone), scope.timezone);
  return plans.flatMap((plan): AgendaEntry[] => {
    const due = followUpDue(
      { frequency: plan.frequency, startedAt: plan.updatedAt },
      lastDone.get(plan.userId) ?? null,
      scope.now,
      scope.timezone,
    );
    if (!due.isDueToday) return [];
    return [{ userId: plan.userId, reason: due.isOverdue ? "plan_overdue" : "plan", since: startOfToday }];
  });
}

/**
 * 'Llamadas de hoy' for the staff of one municipality: active older people with a contact due by their plan or
 * a sign that calls for one. One row per person, under their most urgent reason (the others listed); a row is
 * gone once a call to the person is logged after it.
 */
export async function listFollowUpAgenda(db: Db, scope: Scope): Promise<FollowUpAgenda> {
  const people: Person[] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(and(eq(users.municipalityId, scope.municipalityId), eq(users.role, "elderly"), eq(users.status, "active")));
  const byId = new Map(people.map((p) => [p.id, p]));
  const userIds = [...byId.keys()];
  const plans = (
    await db
      .select()
      .from(followUpPlans)
      .innerJoin(users, eq(users.id, followUpPlans.userId))
      .where(eq(users.municipalityId, scope.municipalityId))
  ).map((row) => row.follow_up_plans);
  const signScope = { ...scope, userIds };
  const [lastDone, calls, ...signs] = await Promise.all([
    lastDoneContacts(db, userIds),
    lastCalls(db, userIds),
    checkInSigns(db, signScope),
    missedCheckInSigns(db, signScope),
    quietDaySigns(db, signScope),
    doseSigns(db, signScope),
    noticeSigns(db, signScope),
    safetyCheckSigns(db, signScope),
  ]);
  const entries = [...planEntries(plans, lastDone, scope), ...signs.flat()].filter((e) => byId.has(e.userId));
  const planOf = new Map(plans.map((plan) => [plan.userId, plan]));
  const rows = new Map<string, AgendaItem>();
  for (const entry of agendaOrder(entries, calls)) {
    const row = rows.get(entry.userId);
    if (row) {
      row.otherLabels.push(AGENDA_REASON_LABELS[entry.reason]);
      continue;
    }
    const person = byId.get(entry.userId) as Person;
    const plan = planOf.get(entry.userId);
    rows.set(entry.userId, {
      userId: person.id,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      reason: entry.reason,
      label: AGENDA_REASON_LABELS[entry.reason],
      otherLabels: [],
      channel: plan?.channel ?? "call",
      preferredTime: plan?.preferredTime ?? null,
      since: entry.since.toISOString(),
    });
  }
  return { date: localDate(scope.now, scope.timezone), items: [...rows.values()] };
}
