import path from "node:path";
import { ROLE_LABELS } from "@shared/domain/client-storage";
import { formatEnrolmentCode } from "@shared/domain/enrolment";
import { users } from "@shared/schema";
import { and, eq, inArray, sql } from "drizzle-orm";
import { productionHashers } from "./auth/production-hashers";
import type { Config } from "./config";
import { type DbHandle, openPglite, openPostgres, openPostgresReader } from "./db/client";
import { acquireDataDirLock } from "./db/lock";
import { primaryReads, type ReadDb, replicaReads } from "./db/read-replica";
import { DEMO_LOGINS, isDatabaseEmpty, readDemoTabletPeople, seedDemo } from "./db/seed";
import type { Db } from "./db/types";
import { safeError } from "./db/errors";
import type { Logger } from "./logger";
import { createEnrolmentCode, DEMO_DEVICE_NAME } from "./services/devices";

/** A startup failure that deserves one clear line, not a stack trace. */
export class StartupError extends Error {}

type OpenedDatabase = DbHandle & { release: () => void; seeded: boolean };

/** host:port/database, never the user or password. */
function describeDbUrl(url: string, variable = "DATABASE_URL"): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return variable;
  }
}

/** Opens the configured database, applies migrations and, when appropriate, the demo data. */
export async function openDatabase(config: Config): Promise<OpenedDatabase> {
  let handle: DbHandle;
  let release = () => {};
  if (config.databaseUrl) {
    try {
      handle = await openPostgres(config.databaseUrl);
    } catch (err) {
      throw new StartupError(
        `No se pudo conectar a PostgreSQL en ${describeDbUrl(config.databaseUrl)}: ${(err as Error).message}`,
      );
    }
  } else {
    try {
      release = acquireDataDirLock(config.dataDir);
    } catch (err) {
      throw new StartupError((err as Error).message);
    }
    try {
      handle = await openPglite(path.join(config.dataDir, "pglite"));
    } catch (err) {
      release();
      throw new StartupError(
        `No se pudo abrir la base de datos embebida en ${config.dataDir}: ${(err as Error).message}`,
      );
    }
  }
  try {
    await handle.migrate();
  } catch (err) {
    await handle.close().catch(() => {});
    release();
    throw new StartupError(`No se pudieron aplicar las migraciones: ${(err as Error).message}`);
  }
  const wantsDemo = handle.mode === "pglite" || config.demoData;
  let seeded = false;
  if (wantsDemo && (await isDatabaseEmpty(handle.db))) {
    const { passwords, pins, factorKeys } = productionHashers(config);
    await seedDemo(handle.db, {
      now: new Date(),
      hashPassword: passwords.hashPassword,
      hashPin: pins.hashPin,
      sealSecret: factorKeys.seal,
      withCheckIn: config.demoCheckIn,
    });
    seeded = true;
  }
  return { ...handle, release, seeded };
}

/**
 * The read connection for heavy read-only work: the DATABASE_READ_URL replica when set (config.ts allows it only
 * with DATABASE_URL), otherwise the primary. A replica that does not answer at start-up is logged, not fatal:
 * reads fall back to the primary until it does (read-replica.ts).
 */
export async function openReadDatabase(
  config: Config,
  primary: Db,
  opts: { logger: Logger; clock: () => Date },
): Promise<{ readDb: ReadDb; close: () => Promise<void> }> {
  if (!config.databaseReadUrl) return { readDb: primaryReads(primary), close: async () => {} };
  const reader = openPostgresReader(config.databaseReadUrl);
  const where = describeDbUrl(config.databaseReadUrl, "DATABASE_READ_URL");
  try {
    const result = await reader.db.execute(sql`select pg_is_in_recovery() as standby`);
    const [row] = (result as unknown as { rows: Array<{ standby: boolean }> }).rows;
    opts.logger.info({ replica: where, standby: row.standby }, "métricas desde DATABASE_READ_URL");
  } catch (err) {
    opts.logger.warn(
      { replica: where, err: safeError(err) },
      "DATABASE_READ_URL no responde: las métricas se leen de la primaria hasta que responda",
    );
  }
  const readDb = replicaReads({ replica: reader.db, primary, ...opts });
  return { readDb, close: reader.close };
}

/**
 * The demo's tablet code: PIN login needs an enrolled browser, so each start of the demo makes a fresh one-time
 * code for the demo's own older people, the ones the seed stored by id (never whoever shares their names). It
 * replaces only the previous start's unused code; codes staff or family made stay valid.
 */
export async function createDemoEnrolmentCode(db: Db, now: Date): Promise<string | null> {
  const ids = await readDemoTabletPeople(db);
  if (ids.length === 0) return null;
  const people = await db
    .select({ id: users.id, firstName: users.firstName, municipalityId: users.municipalityId })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.role, "elderly"), eq(users.status, "active")));
  if (people.length === 0) return null;
  const made = await createEnrolmentCode(db, people, {
    actorId: null,
    deviceName: DEMO_DEVICE_NAME,
    now,
    isDemoStartup: true,
  });
  return made.code;
}

export function printDemoLogins(print: (line: string) => void, tablet?: { code: string; baseUrl: string }) {
  print("Accesos de demostración:");
  for (const login of DEMO_LOGINS) {
    print(`  ${ROLE_LABELS[login.role].padEnd(13)} ${login.login.padEnd(32)} ${login.secret.padEnd(10)} ${login.note}`);
    if (login.totp) print(`  ${"".padEnd(13)} segundo paso: TOTP ${login.totp} (clave para su app de autenticación)`);
  }
  if (!tablet) return;
  print("");
  print(`Código de tableta (un solo uso, 24 h): ${formatEnrolmentCode(tablet.code)}`);
  print("  El PIN solo sirve en una tableta registrada. Para registrar este navegador para las personas mayores");
  print(`  de demostración, abra ${tablet.baseUrl}/registrar-tableta#${tablet.code}`);
  print("  o escriba el código en el paso del PIN. Cada arranque genera un código nuevo.");
}
