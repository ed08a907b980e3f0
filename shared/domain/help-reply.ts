import type { StaffedHours } from "./service-hours";

// What the older person reads after pressing 'Ayuda profesional': the truth about who will answer, which
// depends on whether the programme's staff are at their desks.

export type HelpService = {
  isStaffed: boolean;
  /** On-call staff are told by e-mail (the municipality has on-call addresses and mail is configured). */
  hasOnCall: boolean;
  staffedHours: StaffedHours;
};

export type HelpReply = { title: string; text: string; isEmergencyHintShown: boolean };

const DAY_NAMES = ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"];

const clock = (time: string) => time.replace(/^0(\d)/, "$1");

function daysLabel(days: readonly number[]): string {
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (sorted.length === 7) return "todos los días";
  const isRun = sorted.every((d, i) => i === 0 || d === sorted[i - 1] + 1);
  if (sorted.length > 2 && isRun) return `de ${DAY_NAMES[sorted[0] - 1]} a ${DAY_NAMES[sorted.at(-1)! - 1]}`;
  const names = sorted.map((d) => DAY_NAMES[d - 1]);
  // 'los lunes' but 'los sábados'.
  if (names.length === 1) return `los ${names[0].endsWith("s") ? names[0] : `${names[0]}s`}`;
  return `${names.slice(0, -1).join(", ")} y ${names.at(-1)}`;
}

/** 'de lunes a viernes, de 8:00 a 15:00' */
export function describeStaffedHours(hours: StaffedHours): string {
  return `${daysLabel(hours.days)}, de ${clock(hours.from)} a ${clock(hours.to)}`;
}

export const HELP_SENT_TITLE = "Ayuda enviada";
/** docs/behaviour/08-errors.md: the answer inside staffed hours. */
export const HELP_SENT_TEXT = "El personal ha sido avisado y se pondrá en contacto pronto.";

export function helpReply(service: HelpService): HelpReply {
  if (service.isStaffed) return { title: HELP_SENT_TITLE, text: HELP_SENT_TEXT, isEmergencyHintShown: false };
  const onCall = service.hasOnCall ? " Se ha avisado por correo al personal de guardia." : "";
  return {
    title: HELP_SENT_TITLE,
    text:
      `Su petición ha quedado registrada. Ahora el servicio está cerrado: el personal la verá en su horario ` +
      `(${describeStaffedHours(service.staffedHours)}).${onCall}`,
    isEmergencyHintShown: true,
  };
}
