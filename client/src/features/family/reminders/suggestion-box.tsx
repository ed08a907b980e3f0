import { REMINDER_TYPE_LABELS } from "@shared/domain/reminders";
import { Lightbulb } from "lucide-react";
import { Card } from "@/components/ui/card";
import { ReminderTypeIcon } from "@/components/reminders/reminder-type-icon";
import type { ReminderFormValues } from "@/components/reminders/reminder-form-values";
import { REMINDER_SUGGESTIONS } from "./suggestions";

/** One click fills the reminder dialog with a sensible suggestion; the family member can still change it. */
export function SuggestionBox({ onPick }: { onPick: (values: ReminderFormValues) => void }) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <h2 className="flex items-center gap-2 text-2xl font-bold text-slate-900">
        <Lightbulb aria-hidden="true" className="h-6 w-6 text-brand-700" />
        Sugerencias
      </h2>
      <p className="text-base text-slate-800">Pulse una sugerencia para abrir el formulario ya relleno.</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        {REMINDER_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion.title}>
            <button
              type="button"
              onClick={() => onPick(suggestion)}
              className="flex min-h-11 w-full items-center gap-3 rounded-xl border-2 border-slate-300 bg-white p-3 text-left hover:border-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              <ReminderTypeIcon type={suggestion.type} className="h-6 w-6 shrink-0 text-brand-700" />
              <span className="flex min-w-0 flex-col">
                <span className="sr-only">Usar sugerencia: </span>
                <span className="text-lg font-semibold text-slate-900">{suggestion.title}</span>
                <span className="text-base text-slate-800">
                  {REMINDER_TYPE_LABELS[suggestion.type]} · cada día a las {suggestion.reminderTime}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
