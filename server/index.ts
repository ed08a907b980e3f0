import type { Server } from "node:http";
import { createApp } from "./app";
import { productionHashers } from "./auth/production-hashers";
import { createDemoEnrolmentCode, openDatabase, openReadDatabase, printDemoLogins, StartupError } from "./bootstrap";
import { createReadCache } from "./read-cache";
import { createAlertEvents, listenOnPglite, listenOnPostgres } from "./http/alert-events";
import { startReadCacheBus } from "./http/read-cache-bus";
import { loadConfig } from "./config";
import { startJobs } from "./jobs";
import { createLogger } from "./logger";
import { createFamilyNotifierFromConfig } from "./services/family-push/from-config";
import { PUBLIC_DIR } from "./paths";
import { serveClient } from "./static";

function fail(message: string): never {
  console.error(`Error: ${message}`);
  process.exit(1);
}

function listen(app: ReturnType<typeof createApp>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, (err?: Error) => (err ? reject(err) : resolve(server)));
  });
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    fail((err as Error).message);
  }
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  const { passwords, pins } = productionHashers(config);
  const clock = () => new Date();
  const reads = await openReadDatabase(config, database.db, { logger, clock });
  let isClientMissing = false;
  // With PostgreSQL, other processes may serve the same database: writes are announced to their caches.
  const readCache = createReadCache(config.readCacheTtlMs);
  const bus =
    config.databaseUrl && readCache.isEnabled
      ? startReadCacheBus({ url: config.databaseUrl, db: database.db, cache: readCache, logger })
      : undefined;
  // New and changed alerts reach every open staff console of this process at once (and of the others, through
  // PostgreSQL's LISTEN/NOTIFY).
  const alertEvents = createAlertEvents();
  const stopAlertEvents =
    database.pglite !== undefined
      ? await listenOnPglite(database.pglite, alertEvents)
      : listenOnPostgres(config.databaseUrl!, alertEvents, logger);
  const familyNotifier = createFamilyNotifierFromConfig(config, logger);
  const app = createApp(
    { db: database.db, readDb: reads.readDb, config, clock, logger, passwords, pins, readCache, alertEvents, familyNotifier },
    {
      publishWrite: bus?.publish,
      serveClient: (a) => {
        isClientMissing = !serveClient(a, PUBLIC_DIR);
      },
    },
  );

  let server: Server;
  try {
    server = await listen(app, config.port, config.host);
  } catch (err) {
    await reads.close().catch(() => {});
    await database.close().catch(() => {});
    database.release();
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EADDRINUSE")
      fail(`El puerto ${config.port} ya está en uso. Detenga el otro proceso o use PORT=<otro>.`);
    if (code === "EACCES") fail(`No hay permiso para escuchar en el puerto ${config.port}.`);
    fail(`No se pudo escuchar en ${config.host}:${config.port}: ${(err as Error).message}`);
  }
  const stopJobs = startJobs({ db: database.db, clock, logger, escalation: config.escalation, familyNotifier });
  if (isClientMissing) {
    console.warn("Aviso: falta la compilación del cliente (dist/public); solo se sirve la API. Ejecute `npm run build`.");
  }

  const where = database.mode === "pglite" ? `base de datos embebida en ${config.dataDir}` : "PostgreSQL";
  console.log(
    `Acompaña escuchando en http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port} (${where})`,
  );
  if (database.mode === "pglite" || database.seeded) {
    const code = await createDemoEnrolmentCode(database.db, clock());
    const baseUrl = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`;
    printDemoLogins((line) => console.log(line), code ? { code, baseUrl } : undefined);
  }

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "apagando");
    stopJobs();
    server.close(async () => {
      await familyNotifier.settled();
      familyNotifier.close();
      await bus?.close();
      await stopAlertEvents().catch(() => {});
      await reads.close().catch(() => {});
      await database.close().catch(() => {});
      database.release();
      process.exit(0);
    });
    server.closeAllConnections?.();
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((err) => {
  if (err instanceof StartupError) fail(err.message);
  console.error(err);
  process.exit(1);
});
