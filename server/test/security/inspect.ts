import type { Db } from "../../db/types";

// What the security tests look for in answers and in the database.

const SECRET_KEY = /(pin|password|token)_?hash|^(pin|password|secret|token)$/i;
/** scrypt$..., bcrypt ($2a$/$2b$/$2y$), argon2 ($argon2id$...), or a bare sha256 (session ids are stored so). */
const SECRET_VALUE = /^scrypt\$|\$2[aby]\$\d|\$argon2|\$scrypt\$|\b[a-f0-9]{64}\b/i;

/** Paths inside a JSON body that hold a hash or a secret-looking value. */
export function findSecrets(body: unknown, path = "$", out: string[] = [], isValuesOnly = false): string[] {
  if (typeof body === "string") {
    if (SECRET_VALUE.test(body)) out.push(`${path} = ${body.slice(0, 40)}`);
  } else if (Array.isArray(body)) {
    body.forEach((item, i) => findSecrets(item, `${path}[${i}]`, out, isValuesOnly));
  } else if (body && typeof body === "object") {
    for (const [key, value] of Object.entries(body)) {
      // A one-time PIN or temporary password is shown to staff once on purpose; a hash never is.
      const isSecretKey = SECRET_KEY.test(key) && !/^(pin|temporaryPassword)$/.test(key);
      if (isSecretKey && !isValuesOnly) out.push(`${path}.${key} (key)`);
      findSecrets(value, `${path}.${key}`, out, isValuesOnly);
    }
  }
  return out;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** Every UUID anywhere in a body (keys and values), lower-cased. */
export function uuidsIn(body: unknown): string[] {
  return [...new Set((JSON.stringify(body ?? null).match(UUID) ?? []).map((u) => u.toLowerCase()))];
}

// English texts that zod, Express or body-parser would produce if a Spanish message were missing.
const ENGLISH = /^(invalid|too (big|small)|unrecognized|expected|required|bad request|payload too large|not found|internal server error|unsupported|cannot)\b|\b(expected|received|must be|is required)\b/i;
const SPANISH =
  /[áéíóúñ¿¡]|\b(el|la|los|las|de|del|no|es|un|una|en|se|debe|esta|este|su|al|otro|otra)\b|\w(ción|ciones|ales|ados?|adas?|idos?|idas?)\b/i;

/** Why a message is not an acceptable Spanish sentence, or null when it is. */
export function notSpanish(message: unknown): string | null {
  if (typeof message !== "string" || message.trim() === "") return `no message: ${JSON.stringify(message)}`;
  if (ENGLISH.test(message)) return `English text: ${message}`;
  if (!SPANISH.test(message)) return `does not read as Spanish: ${message}`;
  return null;
}

type Rows = { rows: Array<Record<string, unknown>> };
let tableCache: WeakMap<Db, string> | null = null;

/**
 * A fingerprint of every table: row count and the newest row version (xmin). Any committed insert,
 * update or delete changes it; reading never does. Cheaper than hashing every row.
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  tableCache ??= new WeakMap();
  let sql = tableCache.get(db);
  if (!sql) {
    const tables = ((await db.execute(
      `select table_name as t from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not like '__drizzle%' order by 1`,
    )) as unknown as Rows).rows.map((r) => String(r.t));
    sql = tables
      .map((t) => `select '${t}' as t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text as f from "${t}"`)
      .join(" union all ");
    tableCache.set(db, sql);
  }
  const rows = ((await db.execute(sql)) as unknown as Rows).rows;
  return Object.fromEntries(rows.map((r) => [String(r.t), String(r.f)]));
}

/** Tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
