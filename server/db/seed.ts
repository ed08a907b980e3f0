// Demo data: two municipalities, their staff, elderly people and families, with reminders, 90 days of
// activity, conversations, messages and alerts — all relative to a given "now" and reproducible.
import {
  totpFactors,
  activities,
  alerts,
  assistantTurns,
  auditLog,
  chatSessions,
  checkInPlans,
  consentEvents,
  familyLinks,
  followUpCalls,
  followUpPlans,
  lowMoodDays,
  messages,
  municipalities,
  programActivities,
  programActivityAssignments,
  reminderCompletions,
  reminders,
  users,
} from "@shared/schema";
import type { UserRole } from "@shared/domain/enums";
import { DEMO_TOTP } from "./demo-totp";
import { planLowMoodDays } from "./seed-low-mood";
import { DEMO_PASSWORD, MONTE_CLARO_ELDERLY, VALLE_VERDE_ELDERLY } from "./seed-people";
import { type DemoPlan, planDemo } from "./seed-plan";
import { insertBatched } from "./seed-util";
import type { Db } from "./types";
import { and, desc, eq, isNull } from "drizzle-orm";

type DemoSeedOptions = {
  now: Date;
  hashPassword: (p: string) => Promise<string>;
  hashPin: (pin: string) => Promise<string>;
  /** Seals the demo professionals' authenticator-app secrets (server/auth/factor-keys.ts). */
  sealSecret: (secret: string) => string;
  /** Carmen's morning check-in on at 10:00 (off for the tests, whose screens it would cover). */
  withCheckIn?: boolean;
};

export type DemoSeedResult = {
  municipalities: { valleVerde: string; monteClaro: string };
  users: {
    profesional: string;
    carmen: string;
    antonio: string;
    dolores: string;
    familia: string;
    familia2: string;
    profesionalMc: string;
    carmenRuiz: string;
    otherMc: string;
  };
};

/** Printed at start when the demo data is loaded. */
export const DEMO_LOGINS: Array<{ role: UserRole; login: string; secret: string; note: string; totp?: string }> = [
  {
    role: "professional",
    login: "profesional@acompana.demo",
    secret: DEMO_PASSWORD,
    totp: DEMO_TOTP[0].secret,
    note: "Lucía Romero, profesional de Valle Verde",
  },
  {
    role: "elderly",
    login: "Carmen",
    secret: "4826",
    note: "Carmen López, Valle Verde (consentimientos familiar y municipal)",
  },
  {
    role: "elderly",
    login: "Antonio",
    secret: "5173",
    note: "Antonio García, Valle Verde (sin consentimiento familiar)",
  },
  {
    role: "elderly",
    login: "Dolores",
    secret: "3958",
    note: "Dolores Martín, Valle Verde (sin consentimiento municipal)",
  },
  {
    role: "family",
    login: "familia@acompana.demo",
    secret: DEMO_PASSWORD,
    note: "Javier López, hijo de Carmen (vínculo aprobado)",
  },
  {
    role: "family",
    login: "familia2@acompana.demo",
    secret: DEMO_PASSWORD,
    note: "Elena García, hija de Antonio (verá 'Información privada')",
  },
  {
    role: "family",
    login: "familia3@acompana.demo",
    secret: DEMO_PASSWORD,
    note: "Rosa Fernández, vínculo con José pendiente de aprobación",
  },
  {
    role: "professional",
    login: "profesional.mc@acompana.demo",
    secret: DEMO_PASSWORD,
    totp: DEMO_TOTP[1].secret,
    note: "Marta Sanz, profesional de Monte Claro",
  },
  {
    role: "elderly",
    login: "Carmen",
    secret: "6142",
    note: "Carmen Ruiz, Monte Claro (elija ese municipio)",
  },
];

/**
 * The older people of DEMO_LOGINS, whom the start-up tablet code enrols. Stored by id when the demo is seeded
 * (an audit row, `demo.seed`): a name or username is no proof that a person is the demo's.
 */
const DEMO_TABLET_KEYS = ["carmen", "antonio", "dolores", "carmenRuiz"] as const;

/** The ids of the demo's tablet people, as the seed stored them; none for a database the demo did not seed. */
export async function readDemoTabletPeople(db: Db): Promise<string[]> {
  const [row] = await db
    .select({ detail: auditLog.detail })
    .from(auditLog)
    .where(and(eq(auditLog.action, "demo.seed"), isNull(auditLog.actorId), isNull(auditLog.subjectUserId)))
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const ids = row?.detail.tabletPeople;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

/** True when no municipality exists yet (a fresh database). */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: municipalities.id }).from(municipalities).limit(1);
  return rows.length === 0;
}

/** Hashes each distinct secret once (scrypt is slow by design); salted hashes may be shared. */
async function hashSecrets(opts: DemoSeedOptions) {
  const pins = [...new Set([...VALLE_VERDE_ELDERLY, ...MONTE_CLARO_ELDERLY].map((p) => p.pin))];
  const [passwordHash, ...pinHashes] = await Promise.all([
    opts.hashPassword(DEMO_PASSWORD),
    ...pins.map((pin) => opts.hashPin(pin)),
  ]);
  return { passwordHash, pinHashes: new Map(pins.map((pin, i) => [pin, pinHashes[i]])) };
}

async function insertPlan(db: Db, plan: DemoPlan): Promise<void> {
  await insertBatched(db, municipalities, plan.municipalities);
  await insertBatched(db, users, plan.users);
  await insertBatched(db, consentEvents, plan.consentEvents);
  await insertBatched(db, familyLinks, plan.familyLinks);
  await insertBatched(db, programActivities, plan.programActivities);
  await insertBatched(db, programActivityAssignments, plan.assignments);
  await insertBatched(db, reminders, plan.reminders);
  await insertBatched(db, reminderCompletions, plan.completions);
  await insertBatched(db, activities, plan.activities);
  await insertBatched(db, chatSessions, plan.chatSessions);
  await insertBatched(db, assistantTurns, plan.assistantTurns);
  await insertBatched(db, messages, plan.messages);
  await insertBatched(db, alerts, plan.alerts);
  await insertBatched(db, followUpPlans, plan.followUp.plans);
  await insertBatched(db, followUpCalls, plan.followUp.calls);
}

/**
 * Loads the demo data in one transaction. Everything is relative to opts.now (Europe/Madrid local days)
 * and drawn from a fixed-seed PRNG, so the same now yields the same data (ids and hashes aside).
 */
export async function seedDemo(db: Db, opts: DemoSeedOptions): Promise<DemoSeedResult> {
  const plan = planDemo(opts.now, await hashSecrets(opts));
  const { ids } = plan;
  await db.transaction(async (tx) => {
    await insertPlan(tx, plan);
    await insertBatched(tx, lowMoodDays, planLowMoodDays(plan, opts.now));
    // Staff need a second factor: the demo's come with an authenticator-app secret printed at start and in the README.
    await tx.insert(totpFactors).values(
      DEMO_TOTP.map(({ key, secret }) => ({
        userId: ids[key],
        secretSealed: opts.sealSecret(secret),
        confirmedAt: opts.now,
        createdAt: opts.now,
      })),
    );
    if (opts.withCheckIn) await tx.insert(checkInPlans).values({ userId: ids.carmen, isEnabled: true, updatedAt: opts.now });
    await tx.insert(auditLog).values({
      municipalityId: null,
      actorId: null,
      action: "demo.seed",
      subjectUserId: null,
      detail: { tabletPeople: DEMO_TABLET_KEYS.map((key) => ids[key]) },
      createdAt: opts.now,
    });
  });
  return {
    municipalities: { ...plan.municipalityIds },
    users: {
      profesional: ids.profesional,
      carmen: ids.carmen,
      antonio: ids.antonio,
      dolores: ids.dolores,
      familia: ids.familia,
      familia2: ids.familia2,
      profesionalMc: ids.profesionalMc,
      carmenRuiz: ids.carmenRuiz,
      otherMc: ids.pedro,
    },
  };
}
