import { Fragment } from "react";
import { countTicks } from "./chart-scale";
import { formatCount } from "./metrics-format";
import type { EngagementBar } from "./metrics-view";
import { TableHead } from "@/components/ui/table-head";
import { TableScroll } from "@/components/ui/table-scroll";

const ENGAGEMENT_COLUMNS = [
  { label: "Indicador" },
  { label: "Periodo actual", isNumeric: true },
  { label: "Periodo anterior", isNumeric: true },
];

const CURRENT_FILL = "#174c99";
const PREVIOUS_FILL = "#64748b";

function LegendSwatch({ color, label }: { color: string; label: string }) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="inline-block h-4 w-4 rounded-sm" style={{ backgroundColor: color }} />
      {label}
    </span>
  );
}

/**
 * Horizontal bars, each indicator's current period over its previous one, on a count axis from 0. Drawn with HTML
 * boxes (no charts library: docs/performance.md): the labels' column wraps its text as the page's text does, at
 * any text size, and on a phone takes at most 60 % of the width, breaking a word too long for it (WCAG 1.4.10).
 */
function Bars({ bars }: { bars: EngagementBar[] }) {
  const ticks = countTicks(Math.max(0, ...bars.flatMap((bar) => [bar.current, bar.previous])));
  const top = ticks[ticks.length - 1] || 1;
  const share = (count: number) => `${(Math.max(0, count) / top) * 100}%`;
  return (
    // The last number of the scale is centred on the axis' right end: room for its other half.
    <div data-chart="" className="grid grid-cols-[minmax(0,min(11rem,60%))_minmax(0,1fr)] pr-6 text-sm text-slate-900">
      {bars.map((bar) => (
        <Fragment key={bar.label}>
          <span
            data-chart-label=""
            className="flex min-h-18 items-center justify-end border-r border-slate-500 py-2 pr-3 text-right [overflow-wrap:anywhere]"
          >
            {bar.label}
          </span>
          <span className="flex flex-col justify-center gap-1 py-2">
            <span className="block h-6" style={{ width: share(bar.current), backgroundColor: CURRENT_FILL }} />
            <span className="block h-6" style={{ width: share(bar.previous), backgroundColor: PREVIOUS_FILL }} />
          </span>
        </Fragment>
      ))}
      <span />
      {/* On a narrow axis (a phone, a large text size) only its two ends are numbered: the numbers would overlap. */}
      <span className="@container relative h-8 border-t border-slate-500">
        {ticks.map((tick, index) => (
          <Fragment key={tick}>
            <span className="absolute top-0 h-1.5 border-l border-slate-500" style={{ left: share(tick) }} />
            <span
              data-chart-label=""
              className={
                index === 0 || index === ticks.length - 1
                  ? "absolute top-2 -translate-x-1/2"
                  : "absolute top-2 -translate-x-1/2 @max-[14rem]:invisible"
              }
              style={{ left: share(tick) }}
            >
              {tick}
            </span>
          </Fragment>
        ))}
      </span>
    </div>
  );
}

/**
 * Bar chart of participation, this period against the previous one. The drawing is decorative for
 * screen readers (aria-hidden); the table under it carries the same numbers for everyone.
 */
export function EngagementChart({ bars }: { bars: EngagementBar[] }) {
  return (
    <div className="flex flex-col gap-4">
      {/* The legend only explains the drawing's colours: the table below names its columns. */}
      <div aria-hidden="true" className="flex flex-wrap gap-x-6 gap-y-2 text-base text-slate-800">
        <LegendSwatch color={CURRENT_FILL} label="Periodo actual" />
        <LegendSwatch color={PREVIOUS_FILL} label="Periodo anterior" />
      </div>
      <div aria-hidden="true" className="w-full">
        <Bars bars={bars} />
      </div>
      <TableScroll label="Participación: periodo actual y periodo anterior">
        <table className="w-full text-left text-base">
          <caption className="sr-only">Participación: periodo actual y periodo anterior</caption>
          <TableHead columns={ENGAGEMENT_COLUMNS} />
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {bar.label}
                </th>
                <td className="py-2 pr-4 text-right font-semibold">{formatCount(bar.current)}</td>
                <td className="py-2 text-right">{formatCount(bar.previous)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}
