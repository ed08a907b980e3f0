import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ORIGIN, type TestContext, useTestContext } from "../test/harness";
import { sqlReaders } from "../test/sql-rows";

// Erasure leaves nothing that names the person: after DELETE /api/users/{id}, a search of every text,
// varchar, jsonb and text[] column of every table of the app finds none of their identifying values
// (docs/behaviour/06-roles-and-access.md, erasure). Distinctive values make the search meaningful.

const t = useTestContext();
const { query } = sqlReaders(t);

type Client = Awaited<ReturnType<TestContext["loginAs"]>>;
const erase = (c: Client, id: string, confirmation: string) =>
  c.agent
    .delete(`/api/users/${id}`)
    .set("Host", new URL(ORIGIN).host)
    .set("Origin", ORIGIN)
    .set("Cookie", c.cookie ?? "")
    .send({ confirmation });

/**
 * Rows deliberately allowed to keep a needle after erasure, with why. Empty: the erasure's own audit row
 * holds only ids, and lockout rows of the person's names and e-mail are erased with them.
 */
const EXEMPT: { table: string; column: string; why: string }[] = [];

/** Every text-like column of the app's tables (the schema's own, not the migrations' bookkeeping). */
async function textColumns() {
  return query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name
       from information_schema.columns c
       join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
        and (c.data_type in ('text', 'character varying', 'jsonb', 'json') or c.udt_name in ('_text', '_varchar'))
      order by 1, 2`,
  );
}

/** Where each needle still appears: "table.column: needle (rows)". One statement per column, all needles at once. */
async function findEverywhere(needles: string[]) {
  const columns = await textColumns();
  const patterns = needles.map((needle) => `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const list = sql.join(
    patterns.map((pattern) => sql`${pattern}`),
    sql`, `,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    if (EXEMPT.some((e) => e.table === table && e.column === column)) continue;
    const hits = await query<{ i: number; n: number }>(
      sql`select p.i::int as i, count(*)::int as n
            from ${sql.identifier(table)} t
            join unnest(array[${list}]::text[]) with ordinality as p(pattern, i)
              on lower(t.${sql.identifier(column)}::text) like p.pattern
           group by p.i order by p.i`,
    );
    for (const { i, n: rows } of hits) found.push(`${table}.${column}: ${needles[i - 1]} (${rows})`);
  }
  return { columns: columns.length, found };
}

describe("erasure leaves no trace of the person's name, e-mail, home or contacts", () => {
  it("an older person: name, username, e-mail, home, key holder, emergency contact, lockouts, tablets, notifications", async () => {
    const id = t.ids.users.carmen;
    const pro = await t.loginAs("profesional");
    const profile = {
      firstName: "Zenobia",
      lastName: "Quintanillaxq",
      emergencyContactName: "Wilfredo Zarzuelaxq",
      emergencyContactPhone: "+34 699 123 457",
      emergencyContactEmail: "wilfredo.zzxq@contacto.test",
      phone: "699 123 458",
      address: "Calle Yuxtaposiciónxq 7",
      district: "Barrio Quebrantaxq",
      keyHolderName: "Leovigildo Pizarroxq",
      keyHolderPhone: "699 123 459",
      gpName: "el doctor Eustaquioxq",
      healthCentreName: "Consultorio Villafrancaxq",
      healthCentrePhone: "699 123 460",
    };
    expect((await pro.patch(`/api/users/${id}`, profile)).status).toBe(200);
    await query(`update users set username = 'zenobiaqx', email = 'zenobia.mail@correo.test' where id = '${id}'`);
    // Failed logins by each of her names and by her e-mail leave lockout rows keyed by them.
    for (const name of ["Zenobia", "Zenobia Quintanillaxq", "zenobiaqx"])
      expect((await t.pinLogin(name, "0000")).status).toBe(401);
    expect((await t.passwordLogin("Zenobia.Mail@correo.test", "mal")).status).toBe(401);
    // A tablet named after her, and an e-mail escalation to her contact.
    const code = await pro.post(`/api/users/${id}/device-codes`, { deviceName: "Tableta de Zenobia" });
    expect(code.status).toBe(201);
    await query(
      `with a as (insert into alerts (municipality_id, user_id, type, severity, content)
                  values ('${t.ids.municipalities.valleVerde}', '${id}', 'help', 'high', 'Zenobia pide ayuda') returning id)
       insert into alert_notifications (alert_id, recipient_kind, address, status, next_attempt_at, created_at)
       select id, 'emergency_contact', 'wilfredo.zzxq@contacto.test', 'delivered', now(), now() from a`,
    );
    const needles = [
      "Zenobia",
      "Quintanillaxq",
      "zenobiaqx",
      "zenobia.mail@correo.test",
      "Wilfredo Zarzuelaxq",
      "Zarzuelaxq",
      "wilfredo.zzxq@contacto.test",
      "699 123 457",
      "699 123 458",
      "Yuxtaposiciónxq",
      "Quebrantaxq",
      "Pizarroxq",
      "699 123 459",
      "Eustaquioxq",
      "Villafrancaxq",
      "699 123 460",
    ];
    const before = await findEverywhere(needles);
    // The search reaches the lockouts, tablets, notifications and her home: it would see what erasure leaves.
    const reached = ["login_attempts.key", "enrolment_codes.device_name", "alert_notifications.address"];
    for (const where of [...reached, "users.address", "users.district", "users.key_holder_name", "users.phone", "users.gp_name"])
      expect(before.found.join("\n")).toContain(where);

    expect((await erase(pro, id, "zenobiaqx")).status).toBe(204);
    const after = await findEverywhere(needles);
    expect(after.columns).toBeGreaterThan(40);
    expect(after.found).toEqual([]);
  });

  it("a family member: name and e-mail, lockout by e-mail included", async () => {
    const id = t.ids.users.familia2;
    await query(
      `update users set first_name = 'Eulalia', last_name = 'Pradoxq', email = 'eulalia.pradoxq@correo.test',
              username = 'eulalia.pradoxq@correo.test'
        where id = '${id}'`,
    );
    expect((await t.passwordLogin("eulalia.pradoxq@correo.test", "mal")).status).toBe(401);
    const needles = ["Eulalia", "Pradoxq", "eulalia.pradoxq@correo.test"];
    expect((await findEverywhere(needles)).found.join("\n")).toContain("login_attempts.key");
    const pro = await t.loginAs("profesional");
    expect((await erase(pro, id, "eulalia.pradoxq@correo.test")).status).toBe(204);
    expect((await findEverywhere(needles)).found).toEqual([]);
  });
});
