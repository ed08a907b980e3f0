import { ArrowDown, ArrowRight, ArrowUp } from "lucide-react";
import { cn } from "@/lib/cn";
import type { TrendRow } from "./metrics-view";
import { TableHead } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";

const TREND_COLUMNS = [
  { label: "Indicador" },
  { label: "Periodo actual", isNumeric: true },
  { label: "Periodo anterior", isNumeric: true },
  { label: "Cambio" },
];

const ARROWS = { up: ArrowUp, down: ArrowDown, flat: ArrowRight } as const;

/** Colour follows whether the change is good news; the words say the same for those who cannot see it. */
function changeClasses(favourable: boolean | null): string {
  if (favourable === null) return "text-slate-800";
  return favourable ? "text-green-800" : "text-red-800";
}

/** Each indicator now and in the previous period of the same length, with the real change between them. */
export function TrendsPanel({ rows, previousPeriod }: { rows: TrendRow[]; previousPeriod: string }) {
  return (
    <TableScroll label="Comparación con el periodo anterior">
      <table className="w-full text-left text-base">
        <caption className="pb-2 text-left text-sm text-slate-700">
          Comparación con el periodo anterior ({previousPeriod.toLowerCase()}).
        </caption>
        <TableHead columns={TREND_COLUMNS} />
        <tbody>
          {rows.map((row) => {
            const Arrow = ARROWS[row.direction];
            return (
              <tr key={row.key} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {row.label}
                </th>
                <td className="py-2 pr-4 text-right font-semibold">{row.current}</td>
                <td className="py-2 pr-4 text-right">{row.previous}</td>
                <td className={cn("py-2 font-semibold", changeClasses(row.favourable))}>
                  <span className="flex items-center gap-2">
                    <Arrow aria-hidden="true" className="h-5 w-5 shrink-0" />
                    {row.change}
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
