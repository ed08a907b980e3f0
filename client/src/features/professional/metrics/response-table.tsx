import type { ResponseMetrics, ResponseStep } from "@shared/api/response-metrics";
import { formatDuration } from "@shared/domain/metrics-format";
import { useId } from "react";
import { TableHead } from "@/components/ui/table-head";
import { formatRateRounded, NO_DATA } from "./metrics-format";

export type StepKey = "acknowledge" | "attend";

const seconds = (value: number | null) => (value === null ? NO_DATA : formatDuration(value));

/** '57 % (4 de 7)': the share within the target, with what it is a share of. */
export function withinTarget(step: ResponseStep): string {
  if (step.withinTargetRate === null) return NO_DATA;
  return `${formatRateRounded(step.withinTargetRate)} (${step.withinTarget} de ${step.decided})`;
}

function Cells({ step }: { step: ResponseStep }) {
  return (
    <>
      <td className="py-2 pr-4 text-right">{step.count}</td>
      <td className="py-2 pr-4 text-right whitespace-nowrap">{seconds(step.medianSeconds)}</td>
      <td className="py-2 pr-4 text-right whitespace-nowrap">{seconds(step.p90Seconds)}</td>
      <td className="py-2 text-right whitespace-nowrap">{withinTarget(step)}</td>
    </>
  );
}

/**
 * One step ('La atiendo' or 'Atendida'): a row per professional and the total. Scrolls sideways on its own at
 * the largest text sizes, reachable by keyboard.
 */
export function ResponseTable({
  data,
  step,
  title,
  target,
}: {
  data: ResponseMetrics;
  step: StepKey;
  title: string;
  target: number;
}) {
  const captionId = useId();
  const columns = [
    { label: "Profesional" },
    { label: "Peticiones", isNumeric: true },
    { label: "Mediana", isNumeric: true },
    { label: "Percentil 90", isNumeric: true },
    { label: `En ${formatDuration(target)} o menos`, isNumeric: true },
  ];
  const rows = data.byProfessional.filter((row) => row[step].count > 0);
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
    >
      <table className="w-full text-left text-base">
        <caption id={captionId} className="pb-2 text-left text-lg font-semibold text-slate-900">
          {title}
        </caption>
        <TableHead columns={columns} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.professionalId ?? "erased"} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-4 font-normal">
                {row.name}
              </th>
              <Cells step={row[step]} />
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-slate-300 font-semibold">
            <th scope="row" className="py-2 pr-4">
              Total
            </th>
            <Cells step={data[step]} />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
