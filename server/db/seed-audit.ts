// Consistency check of tenant keys: every reference between rows must stay inside one municipality.
// Used by the seed tests; cheap enough to run against any database (one aggregate query per reference).
import { sql } from "drizzle-orm";
import type { Db } from "./types";

/** [table, column, referenced table]; the referenced row must carry the same municipality_id. */
const REFERENCES: Array<[string, string, string]> = [
  ["consent_events", "user_id", "users"],
  ["consent_events", "changed_by", "users"],
  ["family_links", "family_user_id", "users"],
  ["family_links", "elderly_user_id", "users"],
  ["family_links", "approved_by", "users"],
  ["program_activities", "professional_id", "users"],
  ["reminders", "user_id", "users"],
  ["reminders", "created_by", "users"],
  ["reminders", "program_activity_id", "program_activities"],
  ["reminder_completions", "reminder_id", "reminders"],
  ["reminder_completions", "user_id", "users"],
  ["reminder_completions", "completed_by", "users"],
  ["activities", "user_id", "users"],
  ["chat_sessions", "user_id", "users"],
  ["assistant_turns", "user_id", "users"],
  ["messages", "from_user_id", "users"],
  ["messages", "to_user_id", "users"],
  ["alerts", "user_id", "users"],
  ["alerts", "dismissed_by", "users"],
];

/** Every reference that crosses municipalities, with how many rows do it (empty = consistent). */
export async function crossTenantReferences(db: Db): Promise<Array<{ reference: string; rows: number }>> {
  const checks = REFERENCES.map(([table, column, target]) => ({
    reference: `${table}.${column} -> ${target}`,
    query: sql`select count(*)::int as n from ${sql.identifier(table)} t
               join ${sql.identifier(target)} r on r.id = t.${sql.identifier(column)}
               where r.municipality_id <> t.municipality_id`,
  }));
  checks.push(
    {
      reference: "program_activity_assignments -> program_activities/users",
      query: sql`select count(*)::int as n from program_activity_assignments x
                 join program_activities a on a.id = x.activity_id join users u on u.id = x.user_id
                 where a.municipality_id <> u.municipality_id`,
    },
    {
      reference: "users.preferences.elderlyUserId -> users",
      query: sql`select count(*)::int as n from users f join users e on e.id::text = f.preferences->>'elderlyUserId'
                 where e.municipality_id <> f.municipality_id`,
    },
  );
  const out: Array<{ reference: string; rows: number }> = [];
  for (const check of checks) {
    const result = (await db.execute(check.query)) as unknown as { rows: Array<{ n: number }> };
    const rows = Number(result.rows[0]?.n ?? 0);
    if (rows > 0) out.push({ reference: check.reference, rows });
  }
  return out;
}
