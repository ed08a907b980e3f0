import { USER_ADMIN_MESSAGES as M, pinField } from "./user-fields";
import { z } from "./zod";
import { PIN_PAGE_SIZE } from "./user-texts";

// Staff management of people, part 4: 'Gestión PINs' (list with lockout state, set or generate a PIN).

export { PIN_PAGE_SIZE } from "./user-texts";

export const pinListQuery = z.object({
  search: z.string().trim().max(100, { error: "La búsqueda es demasiado larga" }).default(""),
  page: z.coerce
    .number({ error: "Página no válida" })
    .int()
    .min(1, { error: "Página no válida" })
    .max(100_000)
    .default(1),
  pageSize: z.coerce
    .number({ error: "Tamaño de página no válido" })
    .int({ error: "Tamaño de página no válido" })
    .min(1, { error: "Tamaño de página no válido" })
    .max(100, { error: "Tamaño de página no válido" })
    .default(PIN_PAGE_SIZE),
});

/** `{ pin }` sets the chosen PIN; `{ generate: true }` asks the server for one (shown once). */
export const setUserPinRequest = z
  .object(
    { pin: pinField.optional(), generate: z.boolean({ error: M.pinChoice }).optional() },
    { error: M.pinChoice },
  )
  .refine((v) => (v.pin !== undefined) !== (v.generate === true), { error: M.pinChoice });

/**
 * What PUT /api/users/{id}/pin accepts on the wire: any object. The service checks it against setUserPinRequest
 * after the person is found, so a malformed change is also counted and audited like any refused one.
 */
export const setUserPinAttempt = z.object(
  { pin: z.unknown().optional(), generate: z.unknown().optional() },
  { error: M.pinChoice },
);

export const pinStatus = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  username: z.string(),
  hasPin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** Wrong PINs in a row against this person (whichever of their names was typed) or one of their names: the highest. */
  failedAttempts: z.number(),
  /** Set while one of those names is locked. */
  lockedUntil: z.string().nullable(),
});
export type PinStatus = z.infer<typeof pinStatus>;
export const pinStatusPage = z.object({ items: z.array(pinStatus), total: z.number() });
export type PinStatusPage = z.infer<typeof pinStatusPage>;

export const setPinResponse = z.object({ pin: z.string().nullable() });
