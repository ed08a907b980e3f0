import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

type StatTileProps = {
  icon: LucideIcon;
  label: string;
  /** null while loading; the tile then says so. */
  value: string | null;
  detail?: string;
  isError?: boolean;
  /** Long values (a date) use a smaller type so the tile never overflows. */
  isLongValue?: boolean;
};

/** A dashboard figure: a group named by its label, with the value and a plain explanation. */
export function StatTile({
  icon: Icon,
  label,
  value,
  detail,
  isError = false,
  isLongValue = false,
}: StatTileProps) {
  const labelId = useId();
  let shown = value;
  if (isError) shown = "No disponible";
  else if (value === null) shown = "Cargando...";
  return (
    <Card role="group" aria-labelledby={labelId} className="flex h-full flex-col gap-2 p-4">
      <p id={labelId} className="flex items-center gap-2 text-base font-semibold text-slate-800">
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
        {label}
      </p>
      <p
        className={cn(
          "font-bold break-words text-slate-900",
          isLongValue || isError || value === null ? "text-xl" : "text-3xl",
        )}
      >
        {shown}
      </p>
      {detail && !isError && value !== null ? <p className="text-base text-slate-800">{detail}</p> : null}
    </Card>
  );
}
