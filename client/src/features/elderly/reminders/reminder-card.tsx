import type { Reminder } from "@shared/api/reminders";
import { REMINDER_TYPE_LABELS, type VisualState } from "@shared/domain/reminders";
import { Check, Undo2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { REMINDER_ICONS, STATE_LOOK } from "./reminder-look";

type Props = {
  reminder: Reminder;
  state: VisualState;
  isCompleting: boolean;
  onComplete: (reminder: Reminder) => void;
  /** Set for a dated reminder whose day has not come: it cannot be ticked yet. */
  availableFrom?: string | null;
  /** Shown for a few seconds after ticking it. */
  onUndo?: (() => void) | null;
  isUndoing?: boolean;
};

/** One reminder: type icon, time, title, description, state in words and colour, and the action. */
export function ReminderCard({
  reminder,
  state,
  isCompleting,
  onComplete,
  availableFrom,
  onUndo,
  isUndoing,
}: Props) {
  const Icon = REMINDER_ICONS[reminder.type];
  const look = STATE_LOOK[state];
  const titleId = `reminder-${reminder.id}-title`;
  const cardRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const isAwaitingRef = useRef(false);
  // 'Marcar como Completado' disappears once done: the focus goes to the card (which now says
  // 'Completado'), not to <body>; after a failure it goes back to the button (WCAG 2.4.3).
  useEffect(() => {
    if (!isAwaitingRef.current || isCompleting) return;
    if (state === "completed") {
      isAwaitingRef.current = false;
      cardRef.current?.focus();
    } else if (buttonRef.current && !buttonRef.current.disabled && document.activeElement === document.body) {
      isAwaitingRef.current = false;
      buttonRef.current.focus();
    }
  }, [state, isCompleting]);
  return (
    <li
      ref={cardRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cn(
        "flex flex-col gap-4 rounded-3xl border-4 p-5 text-slate-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-brand-700",
        look.card,
      )}
    >
      <div className="flex flex-wrap items-start gap-4">
        <span className="flex w-24 shrink-0 flex-col items-center gap-1 text-center">
          <Icon aria-hidden="true" className="h-12 w-12 shrink-0 text-slate-900" />
          <span className="text-base font-semibold">{REMINDER_TYPE_LABELS[reminder.type]}</span>
        </span>
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-1">
          <p className="text-3xl font-bold">
            <time>{reminder.reminderTime}</time>
          </p>
          <h3 id={titleId} className="text-2xl font-semibold break-words">
            {reminder.title}
          </h3>
          {reminder.description ? <p className="text-xl break-words">{reminder.description}</p> : null}
        </div>
        <span className={cn("rounded-full border-2 px-4 py-1 text-xl font-bold", look.badge)}>
          {look.label}
        </span>
      </div>
      {state === "completed" ? (
        onUndo ? (
          <Button
            size="xl"
            variant="secondary"
            className="self-stretch sm:self-start"
            aria-describedby={titleId}
            disabled={isUndoing}
            onClick={onUndo}
          >
            <Undo2 aria-hidden="true" className="h-8 w-8 shrink-0" />
            Deshacer
          </Button>
        ) : null
      ) : availableFrom ? (
        <p className="text-xl font-semibold">Podrá marcarlo como hecho el {availableFrom}.</p>
      ) : (
        <Button
          ref={buttonRef}
          size="xl"
          className="self-stretch sm:self-start"
          aria-describedby={titleId}
          disabled={isCompleting}
          onClick={() => {
            isAwaitingRef.current = true;
            onComplete(reminder);
          }}
        >
          <Check aria-hidden="true" className="h-8 w-8 shrink-0" />
          Marcar como Completado
        </Button>
      )}
    </li>
  );
}
