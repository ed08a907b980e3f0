import type { ReminderType } from "@shared/domain/enums";
import { Activity, CalendarClock, type LucideIcon, Phone, Pill } from "lucide-react";

const REMINDER_TYPE_ICONS: Record<ReminderType, LucideIcon> = {
  medicine: Pill,
  appointment: CalendarClock,
  call: Phone,
  activity: Activity,
};

/** Decorative icon of a reminder type (the type is always also written as text). */
export function ReminderTypeIcon({
  type,
  className = "h-6 w-6",
}: {
  type: ReminderType;
  className?: string;
}) {
  const Icon = REMINDER_TYPE_ICONS[type];
  return <Icon aria-hidden="true" className={className} />;
}
