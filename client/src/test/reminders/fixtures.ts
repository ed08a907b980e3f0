import type { Reminder } from "@shared/api/reminders";

// Ids and a stored reminder for the tests of the shared reminder widget.

export const ELDERLY_ID = "5b1f0c6e-8a4c-4d47-9a51-2f6f2a7c9e11";
export const FAMILY_ID = "7c2b9f1d-2e33-4a7e-9a43-0d8f0b8e3c1a";
export const STAFF_ID = "2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";

let counter = 0;

export function storedReminder(overrides: Partial<Reminder> = {}): Reminder {
  counter += 1;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, "0")}`,
    userId: ELDERLY_ID,
    createdBy: FAMILY_ID,
    creatorRole: "family",
    title: `Recordatorio ${counter}`,
    description: "",
    type: "medicine",
    reminderTime: "09:00",
    reminderDate: null,
    recurrence: "daily",
    weekdays: null,
    monthDay: null,
    isActive: true,
    completedToday: false,
    isCompleted: false,
    programActivityId: null,
    createdAt: "2026-11-01T10:00:00Z",
    ...overrides,
  };
}
