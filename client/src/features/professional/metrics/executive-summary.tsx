import { type ExecutiveSummary, SUMMARY_EMPTY, SUMMARY_TITLES } from "@shared/domain/metrics-summary";
import { cn } from "@/lib/cn";

const COLUMNS = [
  { key: "achievements", border: "border-green-700" },
  { key: "improvements", border: "border-amber-600" },
  { key: "recommendations", border: "border-brand-700" },
] as const;

/** Logros, Áreas de Mejora and Recomendaciones from the docs/behaviour/09-constants.md thresholds (shared rule). */
export function ExecutiveSummaryColumns({ summary }: { summary: ExecutiveSummary }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,18rem),1fr))] gap-4">
      {COLUMNS.map(({ key, border }) => {
        const items = summary[key];
        return (
          <section
            key={key}
            aria-labelledby={`summary-${key}`}
            className={cn("flex min-w-0 flex-col gap-3 rounded-2xl border-t-4 bg-slate-50 p-4 sm:p-5", border)}
          >
            <h4 id={`summary-${key}`} className="text-lg font-bold text-slate-900 [overflow-wrap:anywhere]">
              {SUMMARY_TITLES[key]}
            </h4>
            {items.length > 0 ? (
              <ul className="flex list-disc flex-col gap-2 pl-5 text-base text-slate-900">
                {items.map((item) => (
                  <li key={item.key}>{item.text}</li>
                ))}
              </ul>
            ) : (
              <p className="text-base text-slate-800">{SUMMARY_EMPTY[key]}</p>
            )}
          </section>
        );
      })}
    </div>
  );
}
