import type { ReminderType } from "@shared/domain/enums";
import type { VisualState } from "@shared/domain/reminders";
import { Activity, CalendarCheck, type LucideIcon, Phone, Pill } from "lucide-react";

export const REMINDER_ICONS: Record<ReminderType, LucideIcon> = {
  medicine: Pill,
  appointment: CalendarCheck,
  call: Phone,
  activity: Activity,
};

/** docs/behaviour/04-states.md colours (green / yellow / blue), always with words too. Text contrast >= 7:1. */
export const STATE_LOOK: Record<VisualState, { label: string; card: string; badge: string }> = {
  completed: {
    label: "Hecho",
    card: "border-green-700 bg-green-50",
    badge: "border-green-800 bg-green-100 text-green-950",
  },
  due: {
    label: "Es la hora",
    card: "border-amber-600 bg-amber-50",
    badge: "border-amber-700 bg-amber-200 text-amber-950",
  },
  future: {
    label: "Más tarde",
    card: "border-brand-600 bg-brand-50",
    badge: "border-brand-700 bg-brand-100 text-brand-800",
  },
};
