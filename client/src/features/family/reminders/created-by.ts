import type { Reminder } from "@shared/api/reminders";

/**
 * SPEC section 6, copied as written: 'Creado por profesional' when the reminder's creator is the elderly
 * person's own id, 'Creado por familiar' otherwise.
 */
export function createdByLabel(
  reminder: Pick<Reminder, "createdBy">,
  elderlyId: string,
): "Creado por profesional" | "Creado por familiar" {
  return reminder.createdBy === elderlyId ? "Creado por profesional" : "Creado por familiar";
}
