import path from "node:path";
import { formatEnrolmentCode } from "@shared/domain/enrolment";
import { users } from "@shared/schema";
import { and, eq, inArray } from "drizzle-orm";
import { createPinHasher, hashPassword } from "./auth/hashing";
import type { Config } from "./config";
import { type DbHandle, openPglite, openPostgres } from "./db/client";
import { acquireDataDirLock } from "./db/lock";
import { DEMO_LOGINS, DEMO_TABLET_USERNAMES, isDatabaseEmpty, seedDemo } from "./db/seed";
import type { Db } from "./db/types";
import { createEnrolmentCode } from "./services/devices";
import { resolvePinPepper } from "./pepper";

/** A startup failure that deserves one clear line, not a stack trace. */
export class StartupError extends Error {}

export type OpenedDatabase = DbHandle & { release: () => void; seeded: boolean };

function describeDbUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return "DATABASE_URL";
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
    const pins = createPinHasher(resolvePinPepper(config.pinPepper, config.dataDir));
    await seedDemo(handle.db, { now: new Date(), hashPassword, hashPin: pins.hashPin });
    seeded = true;
  }
  return { ...handle, release, seeded };
}

/**
 * The demo's tablet code (issue 14): PIN login needs an enrolled browser, so each start of the demo makes a
 * fresh one-time code for the demo's older people (it replaces the previous start's unused one).
 */
export async function createDemoEnrolmentCode(db: Db, now: Date): Promise<string | null> {
  const people = await db
    .select({ id: users.id, firstName: users.firstName, municipalityId: users.municipalityId })
    .from(users)
    .where(and(eq(users.role, "elderly"), eq(users.status, "active"), inArray(users.username, DEMO_TABLET_USERNAMES)));
  if (people.length === 0) return null;
  return (await createEnrolmentCode(db, people, { actorId: null, deviceName: "Tableta de demostración", now })).code;
}

export function printDemoLogins(print: (line: string) => void, tablet?: { code: string; baseUrl: string }) {
  print("Accesos de demostración:");
  for (const login of DEMO_LOGINS)
    print(`  ${login.role.padEnd(13)} ${login.login.padEnd(32)} ${login.secret.padEnd(10)} ${login.note}`);
  if (!tablet) return;
  print("");
  print(`Código de tableta (un solo uso, 24 h): ${formatEnrolmentCode(tablet.code)}`);
  print("  El PIN solo sirve en una tableta registrada. Para registrar este navegador para las personas mayores");
  print(`  de demostración, abra ${tablet.baseUrl}/registrar-tableta#${tablet.code}`);
  print("  o escriba el código en el paso del PIN. Cada arranque genera un código nuevo.");
}
