// npm run eval:assistant                  — the assistant's measured quality on its labelled corpus.
// npm run eval:assistant -- --dir <dir>   — the same on a set written apart (urgent.txt, calm.txt,
//                                            conversation.txt), e.g. a fresh evaluation round.
// Add --quiet to print the figures without the lists of misses.
import {
  corpusSet,
  directorySet,
  evaluateIntents,
  evaluateIntentSet,
  evaluateSafetySet,
  safetyRates,
  type SafetySet,
} from "../server/assistant/eval";

const args = process.argv.slice(2);
const dirAt = args.indexOf("--dir");
const dir = dirAt >= 0 ? args[dirAt + 1] : undefined;
const isQuiet = args.includes("--quiet");
const out = (line: string) => process.stdout.write(`${line}\n`);
const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const of = (n: number, d: number) => `${n}/${d} (${d === 0 ? "—" : pct(n / d)})`;

function printSafety(title: string, set: SafetySet) {
  const r = evaluateSafetySet(set);
  const rates = safetyRates(r);
  out(`\n== Seguridad (${title}) ==`);
  out(`Alerta (recall): ${of(r.alerted, r.urgent)}`);
  out(`Alerta o pregunta: ${of(r.alerted + r.asked, r.urgent)}`);
  out(`Falsas alarmas: ${of(r.falseAlarms.length, r.calm)}`);
  out(`Preguntas en mensajes tranquilos: ${of(r.calmAsks.length, r.calm)}`);
  out(`Consejo que corresponde (categoría): ${of(r.fitting, r.alerted)}`);
  out(`Críticos sin alerta ni pregunta: ${r.criticalMissed}`);
  out(`Solo reglas: ${of(r.rulesAlone.caught, r.urgent)} detectados, ${of(r.rulesAlone.falseAlarms, r.calm)} falsas alarmas`);
  out(`p95 detector: ${r.p95Ms.toFixed(2)} ms`);
  out(`RESUMEN ${title}: alerta ${pct(rates.alertRecall)} · alerta-o-pregunta ${pct(rates.alertOrAsk)} · falsas ${pct(rates.falseAlarms)} · preguntas en calma ${pct(rates.asksOnCalm)} · categoría ${pct(rates.categoryAccuracy)}`);
  if (isQuiet) return;
  for (const [label, c] of Object.entries(r.perCategory).sort()) {
    out(`  ${label.padEnd(22)} alerta ${c.alerted}/${c.total}, pregunta ${c.asked}`);
  }
  const confusion = Object.entries(r.confusion).sort((a, b) => b[1] - a[1]);
  if (confusion.length) out(`Confusión: ${confusion.map(([k, n]) => `${k} ×${n}`).join(", ")}`);
  for (const m of r.missed) out(`  no detectado [${m.label}]: ${m.text}`);
  for (const m of r.askedOnly) out(`  solo pregunta [${m.label}]: ${m.text}`);
  for (const w of r.wrongAdvice) out(`  consejo [${w.label} -> ${w.got}]: ${w.text}`);
  for (const f of r.falseAlarms) out(`  falsa alarma [${f.category}]: ${f.text}`);
  for (const f of r.calmAsks) out(`  pregunta en calma [${f.category}]: ${f.text}`);
}

function printIntents(title: string, r: ReturnType<typeof evaluateIntentSet>) {
  out(`\n== Intenciones (${title}) ==\nAcierto: ${of(r.correct, r.total)}`);
  out(`Alertas o preguntas en conversación: ${r.alarms.length}`);
  if (isQuiet) return;
  const pairs = new Map<string, number>();
  for (const e of r.errors) pairs.set(`${e.label} -> ${e.got}`, (pairs.get(`${e.label} -> ${e.got}`) ?? 0) + 1);
  if (pairs.size) out(`Confusión: ${[...pairs].map(([k, n]) => `${k} ×${n}`).join(", ")}`);
  for (const e of r.errors) out(`  [${e.label} -> ${e.got}] ${e.text}`);
  for (const a of r.alarms) out(`  ${a.kind} en conversación: ${a.text}`);
}

if (dir) {
  const set = directorySet(dir);
  printSafety(dir, set);
  printIntents(dir, evaluateIntentSet(set.conversation, true));
} else {
  for (const split of ["train", "holdout"] as const) printSafety(split, corpusSet(split));
  for (const split of ["train", "holdout"] as const) printIntents(split, evaluateIntents(split));
}
