// `npm run bench [-- --requests 200 --duration 3 --rounds 7 --concurrency 16 --explain
//   --skip-bundle --skip-api --skip-metrics --skip-lighthouse --save <file.json> --compare <file.json>]`
//
// Prints ONE markdown table with the figures of docs/architecture.md#performance-targets (scripts/bench/*):
// - first-load JavaScript and CSS (gzip) per role entry, from Vite's build manifest (bundles.ts);
// - p50/p95 of the dashboard summary, a user-list page and each aggregated metric at 7/30/90 days, and of a
//   cached authenticated GET of upcoming reminders (api.ts);
// - requests/s of that GET next to a bare Express "hello" route in the same process and run (api.ts);
// - Lighthouse (mobile) performance and accessibility of "/" and the logged-in elderly home (lighthouse.ts).
// The app runs in this process (production settings, logger off) on the configured database (DATABASE_URL,
// else PGlite in DATA_DIR; metrics from DATABASE_READ_URL when set, as in the server), which needs the 'Escala' data set: `npm run db:seed:scale -- --users 2000 --days 90`.
// The load comes from a separate process. Build first (`npm run build`).
// --save keeps this run's latencies as JSON; --compare <file> adds p95(bigger)/p95(smaller) per aggregated
// metric between this run and a saved one of another size (scripts/bench/compare.ts).
import os from "node:os";
import { sql } from "drizzle-orm";
import { createApp } from "../server/app";
import { productionHashers } from "../server/auth/production-hashers";
import { openReadDatabase } from "../server/bootstrap";
import { openForCli, parseFlags } from "../server/cli";
import { SCALE_MUNICIPALITY } from "../server/db/scale-seed";
import { createLogger } from "../server/logger";
import { PUBLIC_DIR } from "../server/paths";
import { rowsOf } from "../server/services/metrics/window";
import { serveClient } from "../server/static";
import { listen, loginPerson, measureApi } from "./bench/api";
import { type BenchResults, GROWTH_TARGET, growthRatios, loadResults, results, saveResults } from "./bench/compare";
import { measureBundles } from "./bench/bundles";
import { measureLighthouse } from "./bench/lighthouse";
import { addRow, fmt, ms, printTable, score } from "./bench/table";

const SWITCHES = ["--explain", "--skip-api", "--skip-bundle", "--skip-metrics", "--skip-lighthouse"];
const argv = process.argv.slice(2);
const has = (name: string) => argv.includes(name);
const flags = parseFlags(argv.filter((a) => !SWITCHES.includes(a)));
const num = (name: string, fallback: number) => {
  const v = flags[name] === undefined ? fallback : Number(flags[name]);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${name} debe ser un número positivo`);
  return v;
};

async function measureServer() {
  const { handle, config, done } = await openForCli();
  try {
    await handle.migrate();
    // With DATABASE_READ_URL the metrics read from that replica, as in the server.
    const logger = createLogger("silent");
    const reads = await openReadDatabase(config, handle.db, { logger, clock: () => new Date() });
    const app = createApp(
      {
        db: handle.db,
        readDb: reads.readDb,
        config: { ...config, env: "production" },
        clock: () => new Date(),
        logger,
        ...productionHashers(config),
      },
      { serveClient: (a) => serveClient(a, PUBLIC_DIR) },
    );
    const { server, base } = await listen(app);
    try {
      const [scale] = rowsOf<{ id: string; people: number; activities: number }>(
        await handle.db.execute(sql`select m.id,
            (select count(*)::int from users u where u.municipality_id = m.id and u.role = 'elderly') as people,
            (select count(*)::int from activities a where a.municipality_id = m.id) as activities
          from municipalities m where m.name = ${SCALE_MUNICIPALITY}`),
      );
      if (!scale) {
        const hint = `falta el municipio '${SCALE_MUNICIPALITY}': npm run db:seed:scale -- --users 2000 --days 90`;
        addRow({ measure: "API y Lighthouse", value: hint, target: "", ok: null });
        return;
      }
      results.people = Number(scale.people);
      addRow({
        measure: "Datos",
        value: `${handle.mode === "postgres" ? "PostgreSQL" : "PGlite"}${config.databaseReadUrl ? " (métricas desde DATABASE_READ_URL)" : ""} · ${fmt.format(Number(scale.people))} personas · ${fmt.format(Number(scale.activities))} actividades`,
        target: "2.000 personas × 90 días (PostgreSQL)",
        ok: null,
      });
      if (!has("--skip-api")) {
        await measureApi(handle.db, base, scale.id, {
          requests: num("requests", 200),
          durationMs: num("duration", 3) * 1000,
          concurrency: num("concurrency", 16),
          rounds: num("rounds", 7),
          skipMetrics: has("--skip-metrics"),
          explain: has("--explain"),
        });
      }
      if (!has("--skip-lighthouse")) await measureLighthouse(base, () => loginPerson(handle.db, base, scale.id));
    } finally {
      server.closeAllConnections();
      server.close();
      await reads.close();
    }
  } finally {
    await done();
  }
}

/** The p95 at the bigger size / p95 at the smaller one, per aggregated metric. */
function addGrowthRows(previous: BenchResults) {
  const growth = growthRatios(results, previous);
  const sizes = `${fmt.format(growth.bigger)} / ${fmt.format(growth.smaller)} personas`;
  if (growth.rows.length === 0) {
    addRow({ measure: `Crecimiento p95 (${sizes})`, value: "sin métricas agregadas en ambas", target: "", ok: null });
  }
  for (const g of growth.rows) {
    addRow({
      measure: `Crecimiento p95 (${sizes}) — ${g.label}`,
      value: `${score(g.ratio)} (${ms(g.bigger)} / ${ms(g.smaller)})`,
      target: `≤ ${fmt.format(GROWTH_TARGET)}`,
      ok: g.ok,
    });
  }
}

async function main() {
  // Read first: a wrong file should not cost a whole measurement.
  const previous = flags.compare ? loadResults(flags.compare) : null;
  const [load1] = os.loadavg();
  addRow({
    measure: "Máquina",
    value: `${os.cpus().length} CPU · ${os.cpus()[0]?.model ?? ""} · carga media 1 min ${fmt.format(load1)} · Node ${process.versions.node} · ${new Date().toISOString().slice(0, 16)}Z`,
    target: "",
    ok: null,
  });
  if (!has("--skip-bundle")) measureBundles();
  if (!has("--skip-api") || !has("--skip-lighthouse")) await measureServer();
  if (flags.save) saveResults(flags.save);
  if (previous) addGrowthRows(previous);
  const [after] = os.loadavg();
  addRow({ measure: "Carga media 1 min al terminar", value: fmt.format(after), target: "", ok: null });
  printTable();
}

main().then(
  () => process.exit(0),
  (err: Error) => {
    printTable();
    console.error(`Error: ${err.message}`);
    process.exit(1);
  },
);
