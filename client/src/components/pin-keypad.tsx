import { PIN_LENGTH } from "@shared/api/messages";
import { Check, Delete } from "lucide-react";
import { useEffect } from "react";
import { cn } from "@/lib/cn";

type PinKeypadProps = {
  value: string;
  onChange: (value: string) => void;
  onConfirm: () => void;
  /** True while the PIN is being verified: every key is disabled. */
  isBusy?: boolean;
};

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
const keyClasses =
  "inline-flex h-20 min-w-20 landscape:h-target landscape:min-w-target items-center justify-center rounded-2xl border-2 text-3xl font-bold focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50";

/** What a typed, pasted or filled text gives: its digits only, at most PIN_LENGTH ("12 34" -> "1234"). */
export function pinFromText(text: string): string {
  return text.replace(/\D/g, "").slice(0, PIN_LENGTH);
}

/** Adds a digit (at most PIN_LENGTH) or removes the last one. */
function nextPinValue(value: string, key: string): string {
  if (key === "Backspace") return value.slice(0, -1);
  if (/^\d$/.test(key) && value.length < PIN_LENGTH) return value + key;
  return value;
}

/**
 * 4-digit keypad: digits 0-9, backspace, confirm; the physical keyboard works too. Never shows digits. The keys
 * write into a real PIN field, so the PIN can also be typed there, pasted, or filled by a password manager
 * (WCAG 3.3.8: no step of signing in may depend on remembering and tapping out digits alone).
 */
export function PinKeypad({ value, onChange, onConfirm, isBusy = false }: PinKeypadProps) {
  const isComplete = value.length === PIN_LENGTH;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isBusy || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest("input, textarea, select, [role='dialog']")) return;
      if (event.key === "Enter") {
        // A focused button activates itself with Enter; only confirm from elsewhere.
        if (target?.closest("button, a")) return;
        if (isComplete) {
          event.preventDefault();
          onConfirm();
        }
        return;
      }
      const next = nextPinValue(value, event.key);
      if (next !== value) {
        event.preventDefault();
        onChange(next);
      }
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [value, onChange, onConfirm, isBusy, isComplete]);

  const press = (key: string) => onChange(nextPinValue(value, key));

  return (
    <div className="flex flex-col items-center gap-6 landscape:gap-4">
      {/* The field and its count on one row: the keypad and 'Acceder' stay in view at every text size. */}
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <input
          id="pin-field"
          aria-label="PIN"
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          pattern="[0-9]*"
          maxLength={PIN_LENGTH + 8}
          value={value}
          disabled={isBusy}
          aria-describedby="pin-count"
          onChange={(event) => onChange(pinFromText(event.target.value))}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            if (isComplete) onConfirm();
          }}
          className="h-target w-40 rounded-xl landscape:h-touch border-2 border-slate-500 bg-white text-center text-3xl tracking-[0.4em] text-slate-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        />
        <p id="pin-count" aria-live="polite" aria-atomic="true" className="text-xl text-slate-900">
          {value.length} de {PIN_LENGTH} dígitos introducidos
        </p>
      </div>
      <fieldset className="grid grid-cols-3 gap-3">
        <legend className="sr-only">Teclado del PIN</legend>
        {DIGITS.map((digit) => (
          <button
            key={digit}
            type="button"
            disabled={isBusy}
            onClick={() => press(digit)}
            className={cn(keyClasses, "border-slate-400 bg-white text-slate-900 hover:bg-slate-100")}
          >
            {digit}
          </button>
        ))}
        <button
          type="button"
          aria-label="Borrar último dígito"
          disabled={isBusy}
          onClick={() => press("Backspace")}
          className={cn(keyClasses, "border-slate-400 bg-slate-100 text-slate-900 hover:bg-slate-200")}
        >
          <Delete aria-hidden="true" className="h-9 w-9" />
        </button>
        <button
          type="button"
          disabled={isBusy}
          onClick={() => press("0")}
          className={cn(keyClasses, "border-slate-400 bg-white text-slate-900 hover:bg-slate-100")}
        >
          0
        </button>
        <button
          type="button"
          aria-label="Confirmar PIN"
          disabled={isBusy || !isComplete}
          onClick={onConfirm}
          className={cn(keyClasses, "border-brand-700 bg-brand-700 text-white hover:bg-brand-800")}
        >
          <Check aria-hidden="true" className="h-9 w-9" />
        </button>
      </fieldset>
    </div>
  );
}
