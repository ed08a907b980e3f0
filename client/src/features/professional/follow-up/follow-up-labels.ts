import type { FollowUpChannel, PersonState } from "@shared/domain/follow-up";

// The Spanish words of the call log, as staff choose them in 'Registrar llamada'.

export { FREQUENCY_LABELS, OUTCOME_LABELS } from "@shared/domain/follow-up";

export const CHANNEL_LABELS: Record<FollowUpChannel, string> = { call: "Llamada", visit: "Visita" };
export const PERSON_STATE_LABELS: Record<PersonState, string> = { bien: "Bien", regular: "Regular", mal: "Mal" };
