import type { FontSize } from "@shared/domain/client-storage";
import { type RefObject, useEffect, useRef, useState } from "react";
import { Bar, BarChart, Text, XAxis, YAxis } from "recharts";
import { useFontSize } from "@/lib/font-size";
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
/** Root size in px of each text size (docs/behaviour/09-constants.md): recharts measures and wraps labels in px. */
const ROOT_PX: Record<FontSize, number> = { small: 14, medium: 16, large: 18, "extra-large": 20 };

function LegendSwatch({ color, label }: { color: string; label: string }) {
  return (
    <span className="flex items-center gap-2">
      <span aria-hidden="true" className="inline-block h-4 w-4 rounded-sm" style={{ backgroundColor: color }} />
      {label}
    </span>
  );
}

/** The element's width in px, followed as it changes (0 before the first layout). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/**
 * Bar chart of participation, this period against the previous one. The drawing is decorative for
 * screen readers (aria-hidden); the table under it carries the same numbers for everyone.
 */
export function EngagementChart({ bars }: { bars: EngagementBar[] }) {
  const [textSize] = useFontSize();
  const rootPx = ROOT_PX[textSize];
  const fontSize = Math.round(rootPx * 0.875);
  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useWidth(boxRef);
  // On a phone (320 px, a large text size) the labels' column takes at most 60 % of the chart and a label wraps
  // inside it, breaking a word too long for it, instead of being cut at the chart's left edge (WCAG 1.4.10).
  const isNarrow = boxWidth > 0 && boxWidth < rootPx * 24;
  const axisWidth = isNarrow ? Math.round(boxWidth * 0.6) : rootPx * 11;
  const tick = { fill: "#0f172a", fontSize };
  const wrappedTick = ({ x, y, payload }: TickProps) => (
    <Text x={x} y={y} width={axisWidth - 16} breakAll={isNarrow} textAnchor="end" verticalAnchor="middle" fill="#0f172a" fontSize={fontSize}>
      {String(payload?.value ?? "")}
    </Text>
  );
  return (
    <div className="flex flex-col gap-4">
      {/* The legend only explains the drawing's colours: the table below names its columns. */}
      <div aria-hidden="true" className="flex flex-wrap gap-x-6 gap-y-2 text-base text-slate-800">
        <LegendSwatch color={CURRENT_FILL} label="Periodo actual" />
        <LegendSwatch color={PREVIOUS_FILL} label="Periodo anterior" />
      </div>
      <div ref={boxRef} aria-hidden="true" className="w-full">
        <BarChart
          responsive
          accessibilityLayer={false}
          layout="vertical"
          data={bars}
          style={{ width: "100%", height: rootPx * 16 }}
          // The last number of the scale is centred on the chart's right end: room for its other half.
          margin={{ top: 8, right: rootPx * 1.5, bottom: 8, left: 8 }}
        >
          <XAxis type="number" allowDecimals={false} tick={tick} />
          <YAxis type="category" dataKey="label" width={axisWidth} tick={wrappedTick} />
          <Bar dataKey="current" name="Periodo actual" fill={CURRENT_FILL} isAnimationActive={false} />
          <Bar dataKey="previous" name="Periodo anterior" fill={PREVIOUS_FILL} isAnimationActive={false} />
        </BarChart>
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
