// `npm run test:replica` (also a step of `npm test` when TEST_DATABASE_URL is set; see scripts/test.mjs).
//
// DATABASE_READ_URL against a real PostgreSQL streaming replica: builds one of the local primary
// (TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test) with pg_basebackup into /tmp, starts it on
// REPLICA_PORT (else the first free port from 5433), waits until it has caught up, measures how long a
// committed write takes to be readable on it, runs the metrics API tests with their reads on the replica
// (TEST_DATABASE_READ_URL), and removes it all: replica, its replication slot, the scratch database and any
// pg_hba.conf line it had to add. Run as root (or postgres) on the primary's machine.
import { spawn } from "node:child_process";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { assertPortFree } from "./lib/server-process";
import {
  binDir,
  createReplica,
  destroyReplica,
  cleanStaleRuns,
  ensureReplicationAccess,
  inspectPrimary,
  type Primary,
  removeReplicationAccess,
  type Replica,
} from "./lib/replica-cluster";
import { measureLag, waitForCatchUp } from "./lib/replica-lag";

const PRIMARY_URL = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const TEST_FILES = ["server/routes/metrics-read-url.api.test.ts", "server/routes/metrics.api.test.ts"];

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];

/** REPLICA_PORT if set (it must be free), else the first free port from 5433. */
async function replicaPort(): Promise<number> {
  if (process.env.REPLICA_PORT) {
    await assertPortFree(Number(process.env.REPLICA_PORT));
    return Number(process.env.REPLICA_PORT);
  }
  for (let port = 5433; port < 5453; port++) {
    if (await assertPortFree(port).then(() => true, () => false)) return port;
  }
  throw new Error("No hay ningún puerto libre entre 5433 y 5452 para la réplica (o defina REPLICA_PORT).");
}

async function main() {
  const t0 = performance.now();
  const timings: Array<[string, number]> = [];
  const step = async <T>(title: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    console.log(`\n— ${title}`);
    const result = await work();
    timings.push([title, performance.now() - started]);
    return result;
  };

  const primary: Primary = await inspectPrimary(PRIMARY_URL);
  const bin = binDir(primary);
  let replica: Replica | undefined;
  let isCleaning = false;
  const cleanUp = async () => {
    if (isCleaning) return;
    isCleaning = true;
    if (replica) await destroyReplica(primary, bin, replica).catch((err) => console.error(`Limpieza: ${err}`));
    await removeReplicationAccess(primary).catch((err) => console.error(`Limpieza: ${err}`));
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const)
    process.on(signal, () => void cleanUp().finally(() => process.exit(130)));

  let testStatus = 1;
  try {
    await cleanStaleRuns(primary, bin);
    const port = await replicaPort();
    await ensureReplicationAccess(primary);
    replica = await step(`Réplica: pg_basebackup y arranque en 127.0.0.1:${port}`, () => createReplica(primary, bin, port));
    const caughtUp = await step("Réplica al día (pg_last_wal_replay_lsn ≥ pg_current_wal_lsn de la primaria)", () =>
      waitForCatchUp(PRIMARY_URL, replica!.url),
    );
    console.log(`  al día en ${caughtUp.toFixed(0)} ms`);

    const lag = await step("Retraso de replicación de una escritura (primaria → visible en la réplica)", () =>
      measureLag(PRIMARY_URL, replica!.url),
    );
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    console.log(
      `  ${lag.singles.length} escrituras de una fila: mediana ${ms(quantile(lag.singles, 0.5))}, ` +
        `p95 ${ms(quantile(lag.singles, 0.95))}, máximo ${ms(Math.max(...lag.singles))}`,
    );
    console.log(`  una transacción de ${lag.bulkRows.toLocaleString("es")} filas: ${ms(lag.bulkMs)}`);
    console.log(`  replay_lag según la primaria (pg_stat_replication): ${lag.replayLag ?? "—"}`);
    console.log(`  carga media de la máquina: ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);

    testStatus = await step("Pruebas de métricas leyendo de la réplica (TEST_DATABASE_READ_URL)", async () => {
      const env = { ...process.env, TEST_DATABASE_URL: PRIMARY_URL, TEST_DATABASE_READ_URL: replica!.url };
      const child = spawn("npx", ["vitest", "run", "--project", "api-postgres", ...TEST_FILES], { stdio: "inherit", env });
      return new Promise<number>((resolve) => child.on("close", (code) => resolve(code ?? 1)));
    });
  } finally {
    await step("Limpieza: réplica parada y borrada, ranura y líneas de pg_hba.conf quitadas", cleanUp);
  }

  console.log("\nTiempos:");
  for (const [title, ms] of timings) console.log(`  ${seconds(ms).padStart(7)}  ${title}`);
  console.log(`  ${seconds(performance.now() - t0).padStart(7)}  total`);
  if (testStatus !== 0) {
    console.error("\n✗ Las pruebas de métricas fallaron contra la réplica.");
    process.exit(testStatus);
  }
  console.log("\n✓ Métricas correctas leyendo de una réplica de streaming.");
}

main().catch((err) => {
  console.error(`Error: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
