// The rule lives in shared/domain/reminders.ts so family and staff screens label reminders alike.
export { createdByLabel } from "@shared/domain/reminders";
