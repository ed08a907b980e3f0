import type { ReactNode } from "react";
import { useId } from "react";
import { Card } from "@/components/ui/card";

/** A titled card of the dashboard (a region named by its h2). */
export function DashboardSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card className="flex min-w-0 flex-col gap-3 p-5">
      {/* A long name in a title ('Tableta de Maximiliana') wraps instead of widening the page at 360 px. */}
      <section aria-labelledby={id} className="flex flex-col gap-3 [overflow-wrap:anywhere]">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

/** Loading, failure or empty text inside a dashboard section. */
export function SectionNote({ children, isError = false }: { children: ReactNode; isError?: boolean }) {
  return (
    <p
      role={isError ? "alert" : undefined}
      className={isError ? "text-lg text-red-800" : "text-lg text-slate-800"}
    >
      {children}
    </p>
  );
}
