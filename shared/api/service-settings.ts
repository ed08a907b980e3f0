import { SERVICE_MESSAGES as M, serviceSettingsProblems } from "../domain/service-hours";
import { defineEndpoint, OWN_STAFF_ID } from "./contract";
import { phoneField } from "./user-fields";
import { professionalParams } from "./professional";
import { z } from "./zod";

// A municipality's service: its response targets and the hours its staff are at their desks
// (docs/behaviour/13-later-additions.md#service-and-targets). Set by the municipality's own professionals; the
// municipality is the caller's, so no other municipality's settings can be named.

export const SERVICE_SETTINGS_MESSAGES = {
  ...M,
  body: "Envíe los objetivos de respuesta y el horario con personal",
  saved: "Servicio y objetivos guardados",
  programmePhone:
    "El teléfono del programa no es válido. Escriba 9 cifras (600 123 456) o el número con el prefijo del país (+34 600 123 456)",
} as const;

const seconds = (message: string) => z.number({ error: message });

export const updateServiceSettingsRequest = z
  .object(
    {
      ackTargetSeconds: seconds(M.ackTarget),
      attendTargetSeconds: seconds(M.attendTarget),
      staffedHours: z.object(
        {
          days: z.array(z.number({ error: M.day }), { error: M.days }),
          from: z.string({ error: M.time }),
          to: z.string({ error: M.time }),
        },
        { error: M.hours },
      ),
      /** The programme's phone the assistant gives when asked; left out: unchanged. */
      programmePhone: phoneField(SERVICE_SETTINGS_MESSAGES.programmePhone).optional(),
    },
    { error: SERVICE_SETTINGS_MESSAGES.body },
  )
  .superRefine((settings, ctx) => {
    for (const problem of serviceSettingsProblems(settings)) {
      const isHours = problem.field === "days" || problem.field === "from" || problem.field === "to";
      const path = isHours ? ["staffedHours", problem.field] : [problem.field];
      ctx.addIssue({ code: "custom", message: problem.message, path });
    }
  })
  // Stored in weekday order, so the same days never read as a change.
  .transform((settings) => ({
    ...settings,
    staffedHours: { ...settings.staffedHours, days: [...settings.staffedHours.days].sort((a, b) => a - b) },
  }));
export type UpdateServiceSettingsRequest = z.input<typeof updateServiceSettingsRequest>;

export const serviceSettings = z.object({
  ackTargetSeconds: z.number().int(),
  attendTargetSeconds: z.number().int(),
  staffedHours: z.object({ days: z.array(z.number().int()), from: z.string(), to: z.string() }),
  /** The programme's phone (empty: not set), the same for every person of the municipality. */
  programmePhone: z.string(),
  /** The municipality's time zone: the hours are local to it. */
  timezone: z.string(),
  /** The latest change, from the audit log; null while the defaults stand. */
  lastChange: z.object({ at: z.string(), actorName: z.string() }).nullable(),
});
export type ServiceSettingsAnswer = z.infer<typeof serviceSettings>;

export const serviceSettingsEndpoints = {
  read: defineEndpoint({
    method: "GET",
    path: "/api/professional/:professionalId/service-settings",
    summary: "The response targets and staffed hours of the professional's municipality",
    access: OWN_STAFF_ID,
    params: professionalParams,
    response: serviceSettings,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/api/professional/:professionalId/service-settings",
    summary: "Sets the response targets and staffed hours of the professional's municipality (audited)",
    access: OWN_STAFF_ID,
    params: professionalParams,
    body: updateServiceSettingsRequest,
    response: serviceSettings,
  }),
};
