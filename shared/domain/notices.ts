import { foldText } from "./text-fold";

// Notices to everyone at risk: who a notice reaches, when a missing 'Entendido' becomes a call to make, and the
// ready texts staff start from. Pure: the server and the staff page share them.

/** How long the person has to press 'Entendido' before staff call them. */
export const CONFIRM_WITHIN_MINUTES = [60, 180, 1440] as const;
export type ConfirmWithinMinutes = (typeof CONFIRM_WITHIN_MINUTES)[number];
export const CONFIRM_WITHIN_LABELS: Record<ConfirmWithinMinutes, string> = {
  60: "1 hora",
  180: "3 horas",
  1440: "24 horas",
};

export const NOTICE_TITLE_MAX = 120;
export const NOTICE_BODY_MAX = 1000;
export const NOTICE_AGE_MAX = 130;

/** A group of the municipality's people; every criterion left empty (null, false) means everyone. */
export type NoticeAudience = {
  ageFrom: number | null;
  ageTo: number | null;
  condition: string | null;
  isLivingAloneOnly: boolean;
  district: string | null;
};

export const EVERYONE: NoticeAudience = {
  ageFrom: null,
  ageTo: null,
  condition: null,
  isLivingAloneOnly: false,
  district: null,
};

/** What the filter reads of a person. */
export type AudiencePerson = {
  age: number | null;
  medicalConditions: readonly string[];
  livesAlone: boolean | null;
  district: string;
};

export const isEveryone = (audience: NoticeAudience): boolean =>
  audience.ageFrom === null &&
  audience.ageTo === null &&
  !audience.condition &&
  !audience.isLivingAloneOnly &&
  !audience.district;

/**
 * Whether the person belongs to the group. Ages are inclusive at both ends; a person whose age, conditions or
 * living situation is not recorded is left out of a group that asks for it (staff see the count before sending).
 * Conditions and districts are typed by hand in each record, so they compare without case, accents or extra spaces.
 */
export function isInAudience(person: AudiencePerson, audience: NoticeAudience): boolean {
  if (audience.ageFrom !== null && (person.age === null || person.age < audience.ageFrom)) return false;
  if (audience.ageTo !== null && (person.age === null || person.age > audience.ageTo)) return false;
  if (audience.isLivingAloneOnly && person.livesAlone !== true) return false;
  if (audience.district && foldText(person.district) !== foldText(audience.district)) return false;
  if (audience.condition) {
    const wanted = foldText(audience.condition);
    if (!person.medicalConditions.some((condition) => foldText(condition) === wanted)) return false;
  }
  return true;
}

/** The distinct values of a hand-typed field, as first written, sorted for a select. */
export function distinctValues(values: readonly string[]): string[] {
  const byFold = new Map<string, string>();
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed && !byFold.has(foldText(trimmed))) byFold.set(foldText(trimmed), trimmed);
  }
  return [...byFold.values()].sort((a, b) => a.localeCompare(b, "es"));
}

/** The group in words, for the staff list. */
export function describeAudience(audience: NoticeAudience): string {
  if (isEveryone(audience)) return "Todas las personas";
  const parts: string[] = [];
  const { ageFrom, ageTo } = audience;
  if (ageFrom !== null && ageTo !== null) parts.push(`De ${ageFrom} a ${ageTo} años`);
  else if (ageFrom !== null) parts.push(`Desde ${ageFrom} años`);
  else if (ageTo !== null) parts.push(`Hasta ${ageTo} años`);
  if (audience.condition) parts.push(audience.condition);
  if (audience.isLivingAloneOnly) parts.push("Viven solas");
  if (audience.district) parts.push(`Distrito: ${audience.district}`);
  return parts.join(" · ");
}

/** The moment an unconfirmed notice becomes a call to make. */
export const confirmDeadline = (sentAt: Date, confirmWithinMinutes: number): Date =>
  new Date(sentAt.getTime() + confirmWithinMinutes * 60_000);

/** Not confirmed and the chosen time is over (confirming exactly at the deadline is still in time). */
export function isConfirmationOverdue(
  receipt: { sentAt: Date; confirmWithinMinutes: number; confirmedAt: Date | null },
  now: Date,
): boolean {
  if (receipt.confirmedAt) return false;
  return now.getTime() > confirmDeadline(receipt.sentAt, receipt.confirmWithinMinutes).getTime();
}
