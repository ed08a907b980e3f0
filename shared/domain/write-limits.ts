import { type LockoutPolicy, MINUTE_MS } from "./lockout";

// Writes one account may make, per kind, in a rolling window (SECURITY.md). Chosen above what a person does
// in a busy day (a family chatting, a professional planning a week of reminders for a group), far below
// what a script does (one family account sent ~1,000 messages to a person in 40 s).

export type WriteKind =
  | "write-message"
  | "write-reminder"
  | "write-help"
  | "family-link"
  | "device-code"
  | "write-pin";

export const WRITE_LIMITS: Record<WriteKind, { max: number; windowMs: number; message: string }> = {
  "write-message": {
    max: 60,
    windowMs: 60 * MINUTE_MS,
    message: "Ha enviado muchos mensajes en poco tiempo. Espere un rato antes de enviar más.",
  },
  "write-reminder": {
    max: 200,
    windowMs: 60 * MINUTE_MS,
    message: "Ha guardado muchos recordatorios en poco tiempo. Espere un rato antes de guardar más.",
  },
  "write-help": {
    max: 30,
    windowMs: 60 * MINUTE_MS,
    message: "Ya hemos avisado al personal muchas veces en la última hora. Si es urgente, llame al 112.",
  },
  "family-link": {
    max: 5,
    windowMs: 24 * 60 * MINUTE_MS,
    message: "Ha enviado el máximo de 5 solicitudes por hoy. Podrá enviar otra mañana.",
  },
  // A professional enrolling the tablets of a whole group in one morning stays well under it.
  "device-code": {
    max: 30,
    windowMs: 60 * MINUTE_MS,
    message: "Ha creado muchos códigos de registro en poco tiempo. Espere un rato antes de crear más.",
  },
  // PIN changes by one professional, refused ones included: resetting the PINs of a whole group after a
  // training session stays under it; trying PIN after PIN does not.
  "write-pin": {
    max: 20,
    windowMs: 60 * MINUTE_MS,
    message: "Ha cambiado muchos PIN en poco tiempo. Espere un rato antes de cambiar más.",
  },
};

/** The lockout policy that allows `max` writes per window: the next one waits out a window. */
export const writePolicy = (kind: WriteKind): LockoutPolicy => ({
  maxFailures: WRITE_LIMITS[kind].max,
  lockMs: WRITE_LIMITS[kind].windowMs,
  doubling: false,
  windowMs: WRITE_LIMITS[kind].windowMs,
});
