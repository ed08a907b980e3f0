import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

type NoticeCardProps = {
  icon: LucideIcon;
  title: string;
  tone?: "info" | "warning" | "error";
  children: ReactNode;
};

const tones = {
  info: "border-brand-100 bg-brand-50 text-brand-800",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-900",
};

/** A full-width explanation with an icon, a heading and what the person can do next. */
export function NoticeCard({ icon: Icon, title, tone = "info", children }: NoticeCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start">
      <span
        className={cn(
          "inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-full border",
          tones[tone],
        )}
      >
        <Icon aria-hidden="true" className="h-7 w-7" />
      </span>
      <div className="flex min-w-0 flex-col gap-3">
        <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
        {children}
      </div>
    </Card>
  );
}
