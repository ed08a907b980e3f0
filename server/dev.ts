// Development server: the API plus Vite in middleware mode (hot reload), one port.
import { createServer as createViteServer } from "vite";
import { createApp } from "./app";
import { productionHashers } from "./auth/production-hashers";
import { openDatabase, openReadDatabase, printDemoLogins, StartupError } from "./bootstrap";
import { loadConfig } from "./config";
import { createLogger } from "./logger";
import { PROJECT_ROOT } from "./paths";

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  const clock = () => new Date();
  const reads = await openReadDatabase(config, database.db, { logger, clock });
  const vite = await createViteServer({
    configFile: `${PROJECT_ROOT}/vite.config.ts`,
    server: { middlewareMode: true },
    appType: "spa",
  });
  const app = createApp(
    {
      db: database.db,
      readDb: reads.readDb,
      config,
      clock,
      logger,
      ...productionHashers(config),
    },
    { beforeClient: (a) => a.use(vite.middlewares) },
  );
  const server = app.listen(config.port, config.host, (err?: Error) => {
    if (err) {
      console.error(`Error: no se pudo escuchar en ${config.host}:${config.port}: ${err.message}`);
      process.exit(1);
    }
    console.log(`Acompaña (desarrollo) en http://localhost:${config.port}`);
    printDemoLogins((line) => console.log(line));
  });
  const stop = () => {
    server.close();
    void vite.close();
    void reads.close().catch(() => {});
    void database.close().finally(() => {
      database.release();
      process.exit(0);
    });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((err) => {
  console.error(`Error: ${err instanceof StartupError ? err.message : (err as Error).stack}`);
  process.exit(1);
});
