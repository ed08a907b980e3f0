import { randomUUID } from "node:crypto";
import { localDate } from "@shared/domain/time";
import { createEnrolmentCode } from "../../services/devices";
import { createTestContext, type TestContext } from "../harness";
import { openPerFile } from "../per-file";
import { sqlReaders } from "../sql-rows";
import { secondFactorFixtures } from "./sweep-second-factor-fixtures";
import { passwordFixtures } from "./sweep-password-fixtures";

// The people of the authorization sweep. Each actor is described relative to the person whose data
// the request touches (the "subject"): Carmen (family consent granted) for everyone except the linked
// family member without consent, whose subject is Antonio (familyConsent false).
export const ACTORS = [
  "anon",
  "owner",
  "otherElderly",
  "familyConsent",
  "familyNoConsent",
  "familyUnlinked",
  "professional",
  "foreignProfessional",
] as const;
export type ActorKey = (typeof ACTORS)[number];

/** The demo account each actor (but "anon") is. */
export const LOGIN_OF = {
  owner: "carmen",
  otherElderly: "dolores",
  familyConsent: "familia",
  familyNoConsent: "familia2",
  familyUnlinked: "familia2",
  professional: "profesional",
  foreignProfessional: "profesionalMc",
} as const;

type Client = ReturnType<TestContext["client"]>;
export type Subject = { userId: string; username: string; linkedFamilyId: string };

export async function createSweepContext() {
  // Each request from its own address: the sweep registers dozens of accounts (every actor, every
  // fixture), which one address may not do; the registration limit has its own tests.
  const t = await createTestContext({ addressPerRequest: true });
  const { query: rows } = sqlReaders(t);
  const idOf = async (where: string) => String((await rows(`select id from users where ${where}`))[0].id);
  const { users, municipalities } = t.ids;
  const familia3 = await idOf(`email = 'familia3@acompana.demo'`);

  // Every actor twice: on the seeded test tablet (device credential) and in a browser without one.
  const clients = new Map<string, Client>();
  const bareClients = new Map<string, Client>();
  const login = async (actor: ActorKey, isEnrolled = true): Promise<Client> =>
    actor === "anon" ? t.client(undefined, { isEnrolled }) : t.sessionAs(LOGIN_OF[actor], { isEnrolled });
  for (const actor of ACTORS) {
    clients.set(actor, await login(actor));
    bareClients.set(actor, await login(actor, false));
  }
  const lucia = clients.get("professional")!;

  const subjects = {
    carmen: { userId: users.carmen, username: "", linkedFamilyId: users.familia },
    antonio: { userId: users.antonio, username: "", linkedFamilyId: users.familia2 },
  } satisfies Record<string, Subject>;
  for (const s of Object.values(subjects)) s.username = String((await rows(`select username from users where id = '${s.userId}'`))[0].username);

  const created = async (res: { status: number; body: { id?: string; user?: { id: string } } }, what: string) => {
    if (res.status !== 201) throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return String(res.body.id ?? res.body.user?.id);
  };
  let serial = 0;

  /** Fresh objects for one call, so an allowed (mutating) call never spoils the next one. */
  const fixtures = {
    professionalId: users.profesional,
    municipalityId: municipalities.valleVerde,
    serial: () => ++serial,
    reminder: async (s: Subject) =>
      created(
        await lucia.post("/api/reminders", { userId: s.userId, title: "Recordatorio de barrido", reminderTime: "23:50" }),
        "reminder",
      ),
    /** A message to the subject from their linked relative. */
    message: async (s: Subject) => {
      const [{ id }] = await rows(
        `insert into messages (municipality_id, from_user_id, to_user_id, content, created_at)
         values ('${municipalities.valleVerde}', '${s.linkedFamilyId}', '${s.userId}', 'Hola', now()) returning id`,
      );
      return String(id);
    },
    /** A pending request of another relative (familia3) to accompany the subject. */
    pendingLink: async (s: Subject) => {
      const [{ id }] = await rows(
        `insert into family_links (municipality_id, family_user_id, elderly_user_id, status)
         values ('${municipalities.valleVerde}', '${familia3}', '${s.userId}', 'pending')
         on conflict (family_user_id, elderly_user_id)
         do update set status = 'pending', approved_by = null, decided_at = null returning id`,
      );
      return String(id);
    },
    /** The subject's link to their relative, approved again (and shown on the relative's dashboard). */
    approvedLink: async (s: Subject) => {
      await rows(
        `insert into family_links (municipality_id, family_user_id, elderly_user_id, status)
         values ('${municipalities.valleVerde}', '${s.linkedFamilyId}', '${s.userId}', 'approved')
         on conflict (family_user_id, elderly_user_id) do update set status = 'approved'`,
      );
      await rows(
        `update users set preferences = jsonb_set(preferences, '{elderlyUserId}', to_jsonb('${s.userId}'::text))
         where id = '${s.linkedFamilyId}'`,
      );
    },
    alert: async (s: Subject) => {
      const [{ id }] = await rows(
        `insert into alerts (municipality_id, user_id, type, severity, content)
         values ('${municipalities.valleVerde}', '${s.userId}', 'help', 'high', 'Alerta de barrido') returning id`,
      );
      return String(id);
    },
    /** The assistant's question '¿Está bien?' open for the subject (the one before it closed: one open each). */
    safetyCheck: async (s: Subject) => {
      await rows(`update safety_checks set answered_at = now(), answer = 'fine' where user_id = '${s.userId}' and answered_at is null`);
      const [{ id }] = await rows(
        `insert into safety_checks (municipality_id, user_id, category, question, created_at)
         values ('${municipalities.valleVerde}', '${s.userId}', 'fall', '¿Está bien?', now()) returning id`,
      );
      return String(id);
    },
    /** The subject's check-in of today cleared, then answered 'Mal' when asked (a repeat answer would be 200). */
    checkInToday: async (s: Subject, answer: "mal" | null) => {
      await rows(`delete from check_ins where user_id = '${s.userId}'`);
      if (!answer) return;
      const day = localDate(t.clock.now(), "Europe/Madrid");
      await rows(
        `insert into check_ins (municipality_id, user_id, local_date, answer, answered_at)
         values ('${municipalities.valleVerde}', '${s.userId}', '${day}', '${answer}', '${t.clock.now().toISOString()}')`,
      );
    },
    /** A notice of the municipality sent to the subject alone; the receipt is theirs. */
    noticeReceipt: async (s: Subject) => {
      const [{ id }] = await rows(
        `with notice as (
           insert into notices (municipality_id, title, body, audience, confirm_within_minutes)
           values ('${municipalities.valleVerde}', 'Aviso de barrido', 'Texto', '{}', 60) returning id)
         insert into notice_recipients (notice_id, municipality_id, user_id)
         select id, '${municipalities.valleVerde}', '${s.userId}' from notice returning id`,
      );
      return String(id);
    },
    notice: async () => {
      const [{ id }] = await rows(
        `insert into notices (municipality_id, title, body, audience, confirm_within_minutes)
         values ('${municipalities.valleVerde}', 'Aviso de barrido', 'Texto', '{}', 60) returning id`,
      );
      return String(id);
    },
    programActivity: async () =>
      created(
        await lucia.post("/api/professional/program-activities", {
          title: "Actividad de barrido",
          description: "Prueba de autorización",
          scheduledDate: "2026-12-01",
          scheduledTime: "10:00",
        }),
        "program activity",
      ),
    /** An older person created for one destructive call (erasure, PIN change). */
    throwawayElderly: async () => {
      const res = await lucia.post("/api/professional/users", {
        kind: "elderly",
        firstName: "Desechable",
        lastName: `Barrido ${++serial}`,
        familyConsent: false,
        personalConsent: false,
        generatePin: true,
      });
      await created(res, "throwaway elderly");
      return { id: String(res.body.user.id), username: String(res.body.user.username) };
    },
    /** A device enrolled for the subject (one per call: revocation deletes it). */
    device: async (s: Subject) => {
      const [{ id }] = await rows(
        `insert into enrolled_devices (token_hash, user_id, name)
         values ('barrido-${++serial}', '${s.userId}', 'Tableta de barrido') returning id`,
      );
      return String(id);
    },
    /** A fresh one-time enrolment code for the subject. */
    enrolmentCode: async (s: Subject) => {
      const [person] = await rows(`select id, first_name as "firstName", municipality_id as "municipalityId" from users where id = '${s.userId}'`);
      const made = await createEnrolmentCode(t.db, [person as { id: string; firstName: string; municipalityId: string }], {
        actorId: null,
        now: t.clock.now(),
      });
      return made.code;
    },
    ...passwordFixtures(t, lucia, () => ++serial, (actor) =>
      actor === "anon" ? null : users[LOGIN_OF[actor as Exclude<ActorKey, "anon">]],
    ),
    ...secondFactorFixtures(t, () => ++serial, (actor) =>
      actor === "anon" ? null : users[LOGIN_OF[actor as Exclude<ActorKey, "anon">]],
    ),
    pendingProfessional: async () =>
      created(
        await t.client().post("/api/professional/register", {
          firstName: "Pendiente",
          lastName: "Barrido",
          username: `pendiente.${++serial}@barrido.test`,
          password: "Clave-larga-1",
          municipalityId: municipalities.valleVerde,
        }),
        "pending professional",
      ),
  };

  /** Same fixtures, but every id is one that does not exist. */
  const missing: typeof fixtures = {
    ...fixtures,
    professionalId: randomUUID(),
    reminder: async () => randomUUID(),
    message: async () => randomUUID(),
    pendingLink: async () => randomUUID(),
    approvedLink: async () => {},
    alert: async () => randomUUID(),
    safetyCheck: async () => randomUUID(),
    checkInToday: async () => {},
    programActivity: async () => randomUUID(),
    notice: async () => randomUUID(),
    noticeReceipt: async () => randomUUID(),
    throwawayElderly: async () => ({ id: randomUUID(), username: "nadie" }),
    pendingProfessional: async () => randomUUID(),
    device: async () => randomUUID(),
    enrolmentCode: async () => "ZZZZ2222",
    throwawayFamily: async () => randomUUID(),
    otherSessionHandle: async () => "0".repeat(32),
    ownPasskey: async () => "bm8tZXhpc3Rl",
  };
  const missingSubject: Subject = { userId: randomUUID(), username: "nadie", linkedFamilyId: randomUUID() };

  return { t, rows, clients, bareClients, login, subjects, fixtures, missing, missingSubject };
}

export type SweepContext = Awaited<ReturnType<typeof createSweepContext>>;
export type Fixtures = SweepContext["fixtures"];

/** One sweep context for the whole file (opening it logs everyone in, hence the long timeout). */
export const useSweepContext = () => openPerFile(createSweepContext, (s) => s.t.close(), 120_000);
