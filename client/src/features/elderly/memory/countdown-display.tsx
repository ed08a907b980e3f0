import { Timer } from "lucide-react";

/** The seconds left, large and written out; not announced every second (role timer is not live). */
export function CountdownDisplay({
  label,
  remaining,
  isPaused,
}: {
  label: string;
  remaining: number;
  isPaused: boolean;
}) {
  return (
    <div
      role="timer"
      aria-label={label}
      className="flex items-center gap-3 self-start rounded-2xl border-2 border-slate-400 bg-white px-5 py-3 text-slate-900"
    >
      <Timer aria-hidden="true" className="h-9 w-9 shrink-0" />
      <span className="text-2xl">
        {label}: <span className="text-3xl font-bold tabular-nums">{remaining}</span> s
        {isPaused ? <span className="text-xl"> (en pausa)</span> : null}
      </span>
    </div>
  );
}
