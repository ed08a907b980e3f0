// The one table `npm run bench` prints: rows are added by each measurement, printed at the end (also when a
// step fails, with what was measured so far).

type Row = { measure: string; value: string; target: string; ok: boolean | null };

const rows: Row[] = [];
export const log = (line: string) => process.stderr.write(`${line}\n`);

export const fmt = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
export const KB = 1024;
export const kb = (bytes: number) => `${fmt.format(bytes / KB)} kB`;
const oneDecimal = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const ms = (v: number) => `${v < 10 ? oneDecimal.format(v) : Math.round(v)} ms`;
export const score = (v: number) =>
  new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(v);

export function addRow(row: Row) {
  rows.push(row);
}

export function printTable() {
  const mark = (ok: boolean | null) => (ok === null ? "" : ok ? "✓" : "✗");
  const lines = [
    "| Medida | Valor | Objetivo | |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.measure} | ${r.value} | ${r.target} | ${mark(r.ok)} |`),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
}
