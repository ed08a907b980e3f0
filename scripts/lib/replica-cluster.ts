import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { newPgClient } from "../../server/db/client";

// A throwaway PostgreSQL streaming replica of a local primary, for scripts/replica-test.ts: pg_basebackup into
// a folder under /tmp, started with pg_ctl on its own port as the `postgres` user, stopped and deleted after.

/** Marks the pg_hba.conf lines this script adds, so that they are found and removed (also after a crash). */
const HBA_MARK = "# acompana replica-test (scripts/replica-test.ts la quita al terminar)";
/** Settings a hot standby needs at least as high as its primary's, or it refuses to start. */
const AT_LEAST_PRIMARY = [
  "max_connections",
  "max_worker_processes",
  "max_wal_senders",
  "max_prepared_transactions",
  "max_locks_per_transaction",
];

export type Primary = { url: string; user: string; settings: Map<string, string> };
export type Replica = { url: string; dir: string; slot: string };

const isRoot = () => process.getuid?.() === 0;

/** Root writes the replica's files; they must belong to `postgres`, which runs it. */
function giveToPostgres(file: string): void {
  if (!isRoot()) return;
  const id = (flag: string) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  fs.chownSync(file, id("-u"), id("-g"));
}

/** Runs a PostgreSQL tool as the `postgres` user (the replica's files must be its own). */
function asPostgres(cmd: string, args: string[], timeoutMs = 300_000): string {
  const [file, argv] = isRoot() ? ["runuser", ["-u", "postgres", "--", cmd, ...args]] : [cmd, args];
  const r = spawnSync(file, argv, { encoding: "utf8", timeout: timeoutMs });
  if (r.status !== 0) throw new Error(`${path.basename(cmd)} falló: ${(r.stderr || r.stdout || String(r.error)).trim()}`);
  return r.stdout;
}

async function query<T>(url: string, text: string, params: unknown[] = []): Promise<T[]> {
  const client = newPgClient(url);
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end().catch(() => {});
  }
}

/** The primary's settings this run depends on; refuses what would need a restart of someone else's server. */
export async function inspectPrimary(url: string): Promise<Primary> {
  if (!isRoot() && os.userInfo().username !== "postgres")
    throw new Error("Ejecute como root o como el usuario postgres (la réplica corre como postgres).");
  const names = ["server_version_num", "wal_level", "hba_file", ...AT_LEAST_PRIMARY];
  const rows = await query<{ name: string; setting: string }>(
    url,
    "select name, setting from pg_settings where name = any($1)",
    [names],
  );
  const settings = new Map(rows.map((r) => [r.name, r.setting]));
  if (settings.get("wal_level") === "minimal" || settings.get("max_wal_senders") === "0")
    throw new Error(
      "La primaria no admite réplicas (wal_level = minimal o max_wal_senders = 0). Cambiarlo exige reiniciarla: " +
        "ALTER SYSTEM SET wal_level = replica; ALTER SYSTEM SET max_wal_senders = 10; y reinicie PostgreSQL.",
    );
  return { url, user: new URL(url).username || "postgres", settings };
}

/** PostgreSQL's programs for the primary's major version (Debian layout), installed if missing. */
export function binDir(primary: Primary): string {
  const major = Math.floor(Number(primary.settings.get("server_version_num")) / 10_000);
  const dir = `/usr/lib/postgresql/${major}/bin`;
  if (!fs.existsSync(path.join(dir, "pg_basebackup"))) {
    console.log(`Instalando postgresql-${major} (Debian) para pg_basebackup y pg_ctl…`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["install", "-y", "-qq", `postgresql-${major}`], { stdio: "inherit", env });
    if (!fs.existsSync(path.join(dir, "pg_basebackup"))) throw new Error(`Falta ${dir}/pg_basebackup.`);
  }
  return dir;
}

async function canReplicate(url: string): Promise<boolean> {
  const u = new URL(url);
  u.searchParams.set("replication", "true");
  try {
    await query(u.toString(), "IDENTIFY_SYSTEM");
    return true;
  } catch {
    return false;
  }
}

/**
 * Replication connections match only `replication` lines of pg_hba.conf ("all" does not cover them). When
 * none lets this user in from loopback, two `trust` lines for it go at the top of the primary's file and the
 * configuration is reloaded; removeReplicationAccess takes them out again. Returns whether lines were added.
 */
export async function ensureReplicationAccess(primary: Primary): Promise<boolean> {
  if (await canReplicate(primary.url)) return false;
  const hba = primary.settings.get("hba_file");
  if (!hba || !fs.existsSync(hba))
    throw new Error(`La primaria no acepta conexiones de replicación y no encuentro su pg_hba.conf (${hba}).`);
  const lines = ["127.0.0.1/32", "::1/128"].map((from) => `host replication ${primary.user} ${from} trust ${HBA_MARK}`);
  console.log(`Cambio en la primaria: añado a ${hba} (y lo quito al terminar):\n  ${lines.join("\n  ")}`);
  fs.writeFileSync(hba, `${lines.join("\n")}\n${fs.readFileSync(hba, "utf8")}`);
  await query(primary.url, "select pg_reload_conf()");
  for (let i = 0; i < 50; i++) {
    if (await canReplicate(primary.url)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("La primaria sigue sin aceptar la conexión de replicación tras recargar pg_hba.conf.");
}

/** Takes out every line this script ever added (idempotent) and reloads. */
export async function removeReplicationAccess(primary: Primary): Promise<void> {
  const hba = primary.settings.get("hba_file");
  if (!hba || !fs.existsSync(hba)) return;
  const text = fs.readFileSync(hba, "utf8");
  if (!text.includes(HBA_MARK)) return;
  fs.writeFileSync(hba, text.split("\n").filter((line) => !line.includes(HBA_MARK)).join("\n"));
  await query(primary.url, "select pg_reload_conf()");
  console.log(`Primaria: quitadas de ${hba} las líneas de replicación de esta prueba.`);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * What an earlier run killed before its clean-up left behind (its pid is in the names): a replica still running
 * from /tmp, its slot (which would make the primary keep WAL forever) and its scratch database.
 */
export async function cleanStaleRuns(primary: Primary, bin: string): Promise<void> {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = Number(/^acompana-replica-(\d+)-/.exec(name)?.[1]);
    if (!pid || isAlive(pid)) continue;
    const data = path.join(os.tmpdir(), name, "data");
    if (fs.existsSync(path.join(data, "postmaster.pid"))) {
      console.log(`Parando una réplica abandonada por una ejecución anterior (${name}).`);
      try {
        asPostgres(`${bin}/pg_ctl`, ["-D", data, "-m", "immediate", "-w", "stop"]);
      } catch {
        /* not running any more */
      }
    }
    fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
  }
  const slots = await query<{ slot_name: string }>(
    primary.url,
    "select slot_name from pg_replication_slots where slot_name like 'acompana_replica_%' and not active",
  );
  for (const { slot_name } of slots)
    if (!isAlive(Number(slot_name.split("_").pop())))
      await query(primary.url, "select pg_drop_replication_slot($1)", [slot_name]);
  const scratch = await query<{ datname: string }>(
    primary.url,
    "select datname from pg_database where datname ~ '^acompana_replica_lag_[0-9]+$'",
  );
  for (const { datname } of scratch)
    if (!isAlive(Number(datname.split("_").pop())))
      await query(primary.url, `drop database if exists ${datname} with (force)`);
}

/**
 * pg_basebackup (with its own slot, so the primary keeps the WAL it needs), configuration, pg_ctl start. On
 * failure it removes what it made and says why, with the end of the replica's log.
 */
export async function createReplica(primary: Primary, bin: string, port: number): Promise<Replica> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `acompana-replica-${process.pid}-`));
  const url = `postgres://${primary.user}@127.0.0.1:${port}/postgres`;
  const replica = { url, dir, slot: `acompana_replica_${process.pid}` };
  try {
    startReplica(primary, bin, port, replica);
    return replica;
  } catch (err) {
    const log = path.join(dir, "replica.log");
    const tail = fs.existsSync(log) ? fs.readFileSync(log, "utf8").split("\n").slice(-15).join("\n") : "";
    await destroyReplica(primary, bin, replica).catch(() => {});
    throw new Error(`${err instanceof Error ? err.message : String(err)}${tail ? `\n${tail}` : ""}`);
  }
}

function startReplica(primary: Primary, bin: string, port: number, { dir, slot }: Replica): void {
  giveToPostgres(dir);
  const data = path.join(dir, "data");
  // -c fast: do not wait for the next scheduled checkpoint; -N: a scratch copy needs no fsync of its files.
  const backup = ["-d", primary.url, "-D", data, "-R", "-X", "stream", "-C", "-S", slot, "-c", "fast", "-N"];
  asPostgres(`${bin}/pg_basebackup`, backup);
  // Debian keeps postgresql.conf and pg_hba.conf in /etc, so the copy has neither.
  const conf = [
    "# Réplica temporal de scripts/replica-test.ts",
    "hot_standby = on",
    "shared_buffers = 32MB",
    ...AT_LEAST_PRIMARY.map((name) => `${name} = ${primary.settings.get(name)}`),
  ];
  const files = {
    "postgresql.conf": `${conf.join("\n")}\n`,
    "pg_hba.conf": "local all all trust\nhost all all 127.0.0.1/32 trust\n",
    "pg_ident.conf": "",
  };
  for (const [name, text] of Object.entries(files)) {
    fs.writeFileSync(path.join(data, name), text, { mode: 0o600 });
    giveToPostgres(path.join(data, name));
  }
  // On the command line: it wins over a postgresql.auto.conf copied from the primary.
  const opts = `-c port=${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir}`;
  asPostgres(`${bin}/pg_ctl`, ["-D", data, "-l", path.join(dir, "replica.log"), "-o", opts, "-w", "-t", "120", "start"]);
}

/** Stops and deletes the replica, then drops its slot on the primary (once the replica let go of it). */
export async function destroyReplica(primary: Primary, bin: string, replica: Replica): Promise<void> {
  const data = path.join(replica.dir, "data");
  if (fs.existsSync(path.join(data, "postmaster.pid"))) {
    try {
      asPostgres(`${bin}/pg_ctl`, ["-D", data, "-m", "fast", "-w", "-t", "30", "stop"]);
    } catch {
      asPostgres(`${bin}/pg_ctl`, ["-D", data, "-m", "immediate", "-w", "stop"]);
    }
  }
  fs.rmSync(replica.dir, { recursive: true, force: true });
  for (let i = 0; i < 100; i++) {
    const [slot] = await query<{ active: boolean }>(
      primary.url,
      "select active from pg_replication_slots where slot_name = $1",
      [replica.slot],
    );
    if (!slot) return;
    if (!slot.active) {
      await query(primary.url, "select pg_drop_replication_slot($1)", [replica.slot]);
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No se pudo borrar la ranura de replicación ${replica.slot} de la primaria.`);
}
