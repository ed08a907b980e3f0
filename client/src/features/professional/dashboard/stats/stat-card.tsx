import type { LucideIcon } from "lucide-react";
import { type ReactNode, Suspense } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { Loading } from "../../common/feedback";

type StatCardProps = {
  label: string;
  /** The number shown on the card ('5/12', '3'); null while the summary loads or when it failed. */
  value: string | null;
  /** Shown instead of a missing value ('Cargando...' or 'Sin datos'). */
  missingLabel?: string;
  detail: string;
  icon: LucideIcon;
  isHighlighted?: boolean;
  /** Explains the dialog's content to screen readers and sighted users alike. */
  description: string;
  children: ReactNode;
};

/** A clickable stat card: a button that opens a dialog with the list behind the number. */
export function StatCard(props: StatCardProps) {
  const { label, value, missingLabel = "Cargando...", detail, icon: Icon, isHighlighted = false } = props;
  const { description, children } = props;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button
          type="button"
          className={cn(
            "flex h-full w-full flex-col items-start gap-2 rounded-2xl border-2 bg-white p-5 text-left shadow-sm hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
            isHighlighted ? "border-red-700" : "border-slate-200",
          )}
        >
          <span className="flex w-full items-center justify-between gap-2">
            <span className="text-base font-semibold text-slate-900">{label}</span>
            <Icon
              aria-hidden="true"
              className={cn("h-6 w-6", isHighlighted ? "text-red-700" : "text-brand-700")}
            />
          </span>
          <span className="text-4xl font-bold text-slate-900">
            {value ?? <span className="text-2xl text-slate-700">{missingLabel}</span>}
          </span>
          <span className="text-sm text-slate-700">{detail}</span>
        </button>
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogTitle>{label}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <Suspense fallback={<Loading label="Cargando..." />}>{children}</Suspense>
      </DialogContent>
    </Dialog>
  );
}
