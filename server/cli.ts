import path from "node:path";
import { type Config, loadConfig } from "./config";
import { type DbHandle, openPglite, openPostgres } from "./db/client";
import { acquireDataDirLock } from "./db/lock";

/** Opens the configured database for a command-line tool (same rules and lock as the server). */
export async function openForCli(): Promise<{ handle: DbHandle; config: Config; done: () => Promise<void> }> {
  const config = loadConfig();
  if (config.databaseUrl) {
    const handle = await openPostgres(config.databaseUrl);
    return { handle, config, done: () => handle.close() };
  }
  const release = acquireDataDirLock(config.dataDir);
  const handle = await openPglite(path.join(config.dataDir, "pglite"));
  return {
    handle,
    config,
    done: async () => {
      await handle.close();
      release();
    },
  };
}

/** Runs a CLI main, printing one clear line on failure. */
export function runCli(main: () => Promise<void>) {
  main().then(
    () => process.exit(0),
    (err: Error) => {
      console.error(`Error: ${err.message}`);
      process.exit(1);
    },
  );
}

/** Parses `--flag value` pairs. */
export function parseFlags(argv: string[]): Record<string, string> {
  const flags: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith("--")) continue;
    const value = argv[i + 1];
    if (value === undefined || value.startsWith("--")) throw new Error(`Falta el valor de ${arg}`);
    flags[arg.slice(2)] = value;
    i++;
  }
  return flags;
}
