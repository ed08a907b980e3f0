/**
 * Every action the audit log records, one name each ("<thing>.<verb>"). The server's recordAudit and the
 * endpoint contracts accept only these, so a typo or a new free-text action does not compile.
 */
export const AUDIT_ACTIONS = [
  "activities.view",
  "alerts.view",
  "consents.update",
  "consents.view",
  "device.code",
  "device.enrol",
  "device.revoke",
  "family-link.approved",
  "family-link.rejected",
  "family-link.request",
  "family-links.view",
  "family.register",
  "metrics.view",
  "password.change",
  "password.reset",
  "professional.approve",
  "professional.create-cli",
  "professional.register",
  "professional.reject",
  "program-activity.create",
  "program-activity.delete",
  "reminders.complete",
  "reminders.manage",
  "reminders.view",
  "sessions.end",
  "user.create",
  "user.erase",
  "user.export",
  "user.pin.set",
  "user.pin.unlock",
  "user.update",
  "user.view",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
