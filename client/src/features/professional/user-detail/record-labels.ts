import type { AuditAction } from "@shared/domain/audit-actions";
import type { ActivityType } from "@shared/domain/enums";

export const ACTIVITY_LABELS: Record<ActivityType, string> = {
  login: "Inicio de sesión",
  chat: "Conversación con el asistente",
  reminder_completed: "Recordatorio completado",
  message_read: "Mensaje leído",
  cognitive_exercise: "Ejercicio de memoria",
};

// Typed by the one list of audit actions: a new action does not compile until it has its Spanish words.
const ACCESS_ACTIONS: Record<AuditAction, string> = {
  "user.view": "Consultó la ficha",
  "user.create": "Dio de alta a la persona",
  "user.update": "Editó el perfil",
  "check-in-plan.update": "Cambió el saludo diario",
  "check-in.view": "Consultó el saludo diario",
  "user.export": "Exportó los datos",
  "user.pin.set": "Cambió el PIN",
  "user.pin.refused": "Cambio de PIN rechazado",
  "user.pin.unlock": "Desbloqueó el acceso",
  "consents.update": "Cambió los consentimientos",
  "consents.view": "Consultó los consentimientos",
  "reminders.view": "Consultó los recordatorios",
  "reminders.manage": "Gestionó los recordatorios",
  "reminders.complete": "Marcó un recordatorio como completado",
  "reminders.undo": "Deshizo un recordatorio marcado como hecho",
  "activities.view": "Consultó la actividad",
  "alerts.view": "Consultó las alertas",
  "family-link.approved": "Aprobó un vínculo familiar",
  "family-link.rejected": "Rechazó un vínculo familiar",
  "family-link.removed": "Quitó un vínculo familiar",
  "family-links.view": "Consultó los vínculos familiares",
  "family.register": "Pidió vincularse como familiar",
  "family-link.request": "Pidió un vínculo familiar",
  "professional.register": "Se registró como profesional",
  "professional.create-cli": "Alta de profesional desde la consola",
  "professional.approve": "Aprobó el alta de un profesional",
  "professional.reject": "Rechazó el alta de un profesional",
  "program-activity.create": "Creó una actividad del programa",
  "program-activity.delete": "Borró una actividad del programa",
  "program-activity.update": "Cambió una actividad del programa",
  "follow-up.plan": "Cambió el plan de seguimiento",
  "metrics.view": "Consultó las métricas",
  "municipality.on-call.update": "Cambió los correos de guardia",
  "municipality.service.update": "Cambió los objetivos y el horario del servicio",
  "notice.send": "Envió un aviso",
  "user.erase": "Borró los datos de la persona",
  "device.code": "Creó un código de registro de tableta",
  "device.enrol": "Registró una tableta con ese código",
  "device.revoke": "Revocó una tableta",
  "device.revoke-relative": "Quitó las tabletas que registró un familiar sin acceso",
  "demo.seed": "Cargó los datos de demostración",
  "password.change": "Cambió su contraseña",
  "password.reset": "Restableció la contraseña",
  "sessions.end": "Cerró sesiones abiertas",
  "second-factor.add": "Añadió un método de verificación",
  "second-factor.remove": "Quitó un método de verificación",
  "second-factor.reset": "Restableció la verificación en dos pasos",
  "recovery-codes.issue": "Generó códigos de recuperación",
};

/** Spanish wording of an audit action; an unknown code reads as a generic Spanish phrase, never as code. */
export const accessActionLabel = (action: string): string =>
  (Object.hasOwn(ACCESS_ACTIONS, action) ? ACCESS_ACTIONS[action as AuditAction] : null) ?? "Otra acción sobre la ficha";

const RELATIVE_ACCESS_ENDS: Record<string, string> = {
  "consent-withdrawn": "al retirar el consentimiento familiar",
  "link-removed": "al quitar el vínculo familiar",
  "relative-erased": "al borrar la cuenta del familiar",
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The access log's words for one entry: the action, and for the removal of a relative's tablets, whose they were
 * (by the record's family links), how many and why, read from the entry's detail.
 */
export function accessEntryLabel(
  entry: { action: string; detail: Record<string, unknown> },
  relatives: ReadonlyArray<{ id: string; firstName: string; lastName: string }>,
): string {
  const label = accessActionLabel(entry.action);
  if (entry.action !== "device.revoke-relative") return label;
  const { familyUserId, reason, devices, codes } = entry.detail;
  const relative = relatives.find((r) => r.id === familyUserId);
  const who = relative ? `${relative.firstName} ${relative.lastName}`.trim() : "un familiar";
  const counts = `${plural(Number(devices) || 0, "tableta", "tabletas")}, ${plural(Number(codes) || 0, "código", "códigos")}`;
  const why = typeof reason === "string" ? RELATIVE_ACCESS_ENDS[reason] : undefined;
  return `Quitó las tabletas que registró ${who} (${counts})${why ? ` ${why}` : ""}`;
}

export const LINK_STATUS_LABELS = {
  pending: "Pendiente",
  approved: "Aprobado",
  rejected: "Rechazado",
} as const;

export const yesNo = (value: boolean) => (value ? "Sí" : "No");
