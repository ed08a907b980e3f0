import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type BadgeTone = "neutral" | "success" | "warning" | "danger" | "info";

// Text and background pairs with a contrast ratio of at least 4.5:1.
const tones: Record<BadgeTone, string> = {
  neutral: "border-slate-300 bg-slate-100 text-slate-900",
  success: "border-green-700 bg-green-50 text-green-900",
  warning: "border-amber-600 bg-amber-100 text-amber-950",
  danger: "border-red-700 bg-red-50 text-red-900",
  info: "border-brand-700 bg-brand-50 text-brand-800",
};

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-3 py-0.5 text-sm font-semibold",
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}
