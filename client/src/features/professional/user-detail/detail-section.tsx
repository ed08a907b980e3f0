import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type DetailSectionProps = {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
  action?: ReactNode;
};

/** A titled card of the person's record (the heading names the region). */
export function DetailSection({ id, title, children, className, action }: DetailSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5",
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-title`} tabIndex={-1} className="min-w-0 text-xl font-bold text-slate-900 [overflow-wrap:anywhere] sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** Label / value rows. */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-base text-slate-900 sm:grid-cols-[minmax(10rem,auto)_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const orNone = (text: string | null | undefined) => (text?.trim() ? text : "No indicado");
