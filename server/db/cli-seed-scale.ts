// `npm run db:seed:scale -- --users 2000 --days 90 [--municipalities N] [--seed N] [--now ISO] [--replace]`
// --municipalities N: the people are shared by 'Escala' (the measured one) and N-1 others ('Escala 2'...).
// Fills the configured database (DATABASE_URL, else PGlite in DATA_DIR) with the 'Escala' benchmark data set.
import { productionHashers } from "../auth/production-hashers";
import { openForCli, parseFlags, runCli } from "../cli";
import { SCALE_PERSON, SCALE_PROFESSIONAL, type ScaleProgress, seedScale } from "./scale-seed";

const WIDTH = 30;
const fmt = new Intl.NumberFormat("es-ES");

function bar(p: ScaleProgress, startedAt: number): string {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(0);
  if (p.phase === "replace") return `Borrando el municipio 'Escala' anterior... ${seconds} s`;
  if (p.phase === "vacuum") return `VACUUM ANALYZE... ${seconds} s`;
  const ratio = p.usersDone / p.usersTotal;
  const filled = Math.round(ratio * WIDTH);
  return (
    `[${"#".repeat(filled)}${".".repeat(WIDTH - filled)}] ${String(Math.round(ratio * 100)).padStart(3)} % ` +
    `${fmt.format(p.usersDone)}/${fmt.format(p.usersTotal)} personas · ` +
    `${fmt.format(p.rows.activities)} actividades · ${seconds} s`
  );
}

function intFlag(flags: Record<string, string>, name: string, fallback: number): number {
  if (flags[name] === undefined) return fallback;
  const value = Number(flags[name]);
  if (!Number.isInteger(value)) throw new Error(`--${name} debe ser un número entero`);
  return value;
}

runCli(async () => {
  const argv = process.argv.slice(2);
  const replace = argv.includes("--replace");
  const flags = parseFlags(argv.filter((a) => a !== "--replace"));
  const users = intFlag(flags, "users", 2000);
  const days = intFlag(flags, "days", 90);
  const municipalities = intFlag(flags, "municipalities", 1);
  const now = flags.now ? new Date(flags.now) : new Date();
  if (Number.isNaN(now.getTime())) throw new Error("--now debe ser una fecha ISO válida");

  const { handle, config, done } = await openForCli();
  try {
    await handle.migrate();
    const { passwords, pins } = productionHashers(config);
    const startedAt = performance.now();
    const tty = process.stderr.isTTY;
    let lastLine = "";
    const result = await seedScale(handle.db, {
      users,
      days,
      municipalities,
      now,
      seed: flags.seed === undefined ? undefined : intFlag(flags, "seed", 0),
      replace,
      hashPassword: passwords.hashPassword,
      hashPin: pins.hashPin,
      onProgress: (p) => {
        lastLine = bar(p, startedAt);
        process.stderr.write(tty ? `\r\x1b[2K${lastLine}` : `${lastLine}\n`);
      },
    });
    if (tty && lastLine) process.stderr.write("\n");
    const seconds = (performance.now() - startedAt) / 1000;
    const total = Object.values(result.rows).reduce((a, b) => a + b, 0);
    console.log(
      `Datos de escala cargados en ${seconds.toFixed(1)} s (${handle.mode}): ${fmt.format(total)} filas — ` +
        Object.entries(result.rows)
          .map(([table, n]) => `${table} ${fmt.format(n)}`)
          .join(", "),
    );
    console.log(
      `Profesional: ${SCALE_PROFESSIONAL.email} / ${SCALE_PROFESSIONAL.password} · ` +
        `persona con PIN: '${SCALE_PERSON.firstName}' / ${SCALE_PERSON.pin} (municipio 'Escala'` +
        (municipalities > 1 ? `, ${fmt.format(Math.ceil(users / municipalities))} personas de ${fmt.format(users)}, con ${municipalities - 1} municipios más)` : ")"),
    );
  } finally {
    await done();
  }
});
