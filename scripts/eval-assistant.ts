// npm run eval:assistant — prints the assistant's measured quality on its labelled corpus.
import { evaluateIntents, evaluateSafety } from "../server/assistant/eval";

const pct = (n: number, d: number) => (d === 0 ? "—" : `${((100 * n) / d).toFixed(1)} %`);

for (const split of ["train", "holdout"] as const) {
  const r = evaluateSafety(split);
  const caught = r.urgent - r.missed.length;
  process.stdout.write(`\n== Seguridad (${split}) ==\n`);
  process.stdout.write(`Urgentes detectados: ${caught}/${r.urgent} (${pct(caught, r.urgent)})\n`);
  process.stdout.write(`Falsas alarmas: ${r.falseAlarms.length}/${r.calm} (${pct(r.falseAlarms.length, r.calm)})\n`);
  const alone = r.rulesAlone;
  process.stdout.write(
    `Solo las reglas, sin el segundo lector: ${pct(alone.caught, r.urgent)} detectados, ${pct(alone.falseAlarms, r.calm)} falsas alarmas\n`,
  );
  process.stdout.write(`Críticos no detectados: ${r.criticalMissed}\np95 detector: ${r.p95Ms.toFixed(2)} ms\n`);
  for (const [category, { total, caught: c }] of Object.entries(r.perCategory)) {
    process.stdout.write(`  ${category.padEnd(12)} recall ${pct(c, total)} (${c}/${total})\n`);
  }
  const confusion = Object.entries(r.confusion);
  if (confusion.length) process.stdout.write(`Confusión: ${confusion.map(([k, n]) => `${k} ×${n}`).join(", ")}\n`);
  for (const m of r.missed) process.stdout.write(`  no detectado [${m.label}]: ${m.text}\n`);
  for (const f of r.falseAlarms) process.stdout.write(`  falsa alarma [${f.category}]: ${f.text}\n`);
}

for (const split of ["train", "holdout"] as const) {
  const r = evaluateIntents(split);
  process.stdout.write(`\n== Intenciones (${split}) ==\nAcierto: ${r.correct}/${r.total} (${pct(r.correct, r.total)})\n`);
  const pairs = new Map<string, number>();
  for (const e of r.errors) pairs.set(`${e.label} -> ${e.got}`, (pairs.get(`${e.label} -> ${e.got}`) ?? 0) + 1);
  if (pairs.size) process.stdout.write(`Confusión: ${[...pairs].map(([k, n]) => `${k} ×${n}`).join(", ")}\n`);
  for (const e of r.errors) process.stdout.write(`  [${e.label} -> ${e.got}] ${e.text}\n`);
}
