import { expect, it } from "vitest";
import { answerFromContract } from "./contract-expectation";
import { changedTables, findSecrets, fingerprint, notSpanish, uuidsIn } from "./inspect";
import { ROUTE_POLICIES } from "./route-policy";
import type { Req, RouteRow, SweepGroup } from "./route-policy-types";
import { ACTORS, type ActorKey, LOGIN_OF, type SweepContext, useSweepContext } from "./sweep-context";

// Runs the rows of one group: every actor (and the missing-id case) against the real app and a
// private copy of the seeded database, each answer compared with what the endpoint's declared access says
// (contract-expectation.ts). Soft assertions, so one run lists every wrong answer.

function urlOf(route: string, req: Req): string {
  const path = route.split(" ")[1].replace(/:(\w+)/g, (_m, name: string) => {
    const value = req.params?.[name];
    if (value === undefined) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const query = req.query ? `?${new URLSearchParams(req.query)}` : "";
  return path + query;
}

/** User ids in a body that this caller has no business seeing. */
async function foreignUserIds(s: SweepContext, actor: ActorKey, body: unknown): Promise<string[]> {
  const ids = uuidsIn(body);
  if (ids.length === 0) return [];
  const list = ids.map((id) => `'${id}'`).join(",");
  if (actor === "anon") {
    return (await s.rows(`select id from users where id in (${list})`)).map((r) => String(r.id));
  }
  const me = s.t.ids.users[LOGIN_OF[actor]];
  const rows = await s.rows(
    `select u.id, u.role, u.municipality_id = m.municipality_id as same_town, m.role as my_role,
       exists (select 1 from family_links l
               where (l.family_user_id = u.id and l.elderly_user_id = m.id)
                  or (l.elderly_user_id = u.id and l.family_user_id = m.id)) as linked
     from users u, (select id, role, municipality_id from users where id = '${me}') m
     where u.id in (${list})`,
  );
  return rows
    .filter((r) => {
      if (r.id === me || r.linked) return false;
      if (!r.same_town) return true;
      // Staff see their municipality; everyone may see who their professionals are.
      return !(r.my_role === "professional" || r.role === "professional");
    })
    .map((r) => `${r.id} (${r.role})`);
}

async function callOnce(s: SweepContext, row: RouteRow, actor: ActorKey, missingStatus?: number, isEnrolled = true) {
  const isMissing = missingStatus !== undefined;
  const subject = isMissing
    ? s.missingSubject
    : actor === "familyNoConsent"
      ? s.subjects.antonio
      : s.subjects.carmen;
  const req = await row.request(isMissing ? s.missing : s.fixtures, subject, actor);
  const callerId = actor === "anon" ? "" : s.t.ids.users[LOGIN_OF[actor]];
  const declared = answerFromContract(row.route, actor, { req, callerId, subjectRole: row.subjectRole ?? "elderly" });
  const expected = missingStatus ?? (isEnrolled ? declared : (row.withoutDevice ?? declared));
  const client = row.isIdentityChange
    ? await s.login(actor, isEnrolled)
    : (isEnrolled ? s.clients : s.bareClients).get(actor)!;
  const method = row.route.split(" ")[0].toLowerCase() as "get" | "post" | "put" | "patch" | "delete";
  const url = urlOf(row.route, req);
  const isRefusal = expected >= 400;
  const before = isRefusal ? await fingerprint(s.t.db) : null;
  const res = method === "get" ? await client.get(url) : await client[method](url, req.body);
  const where = `${row.route} as ${actor}${isMissing ? " with ids that do not exist" : ""}${isEnrolled ? "" : " without a device credential"}`;
  expect.soft(res.status, `${where}: ${JSON.stringify(res.body)?.slice(0, 300)}`).toBe(expected);
  expect.soft(findSecrets(res.body, "$", [], row.isApiDescription), `${where}: hashes in the answer`).toEqual([]);
  if (isRefusal && before) {
    // Only why (and, for PIN login without an enrolled tablet, the fixed code the client acts on).
    expect.soft(Object.keys(res.body ?? {}).filter((k) => k !== "code"), `${where}: a refusal says only why`).toEqual(["message"]);
    expect.soft(notSpanish(res.body?.message), `${where}: message`).toBeNull();
    expect.soft(changedTables(before, await fingerprint(s.t.db)), `${where}: tables changed`).toEqual([]);
  } else if (!row.isIdentityChange) {
    expect.soft(await foreignUserIds(s, actor, res.body), `${where}: other people's ids`).toEqual([]);
  }
}

/** Registers one test per route of `group`. */
export function sweepGroup(group: SweepGroup) {
  const s = useSweepContext();
  const rows = ROUTE_POLICIES.filter((r) => r.group === group);
  for (const row of rows) {
    it(row.route, { timeout: 120_000 }, async () => {
      for (const actor of ACTORS) await callOnce(s, row, actor);
      // The device credential as a caller dimension: the same answers without it, but for PIN login.
      if (row.secondPassAfterMs) s.t.clock.advance(row.secondPassAfterMs);
      for (const actor of ACTORS) await callOnce(s, row, actor, undefined, false);
      for (const [actor, status] of row.missing ?? []) await callOnce(s, row, actor, status);
    });
  }
}
