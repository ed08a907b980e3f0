import { activityRecord } from "./elderly";
import { MESSAGES } from "./messages";
import { reminder } from "./reminders";
import { userProfile } from "./users";
import { z } from "./zod";

// Staff management of people: record, edit, export, erasure, creation, PINs and approvals.

export const USER_ADMIN_MESSAGES = {
  nameRequired: "El nombre y los apellidos son obligatorios",
  ageRange: "La edad debe estar entre 50 y 120 años",
  phoneInvalid: "El teléfono de contacto no es válido",
  textTooLong: "El texto es demasiado largo",
  usernameFormat:
    "El nombre de usuario debe tener de 2 a 40 letras sin tildes, números, puntos, guiones o guiones bajos",
  usernameTaken: "Ese nombre de usuario ya existe",
  pinFormat: "El PIN debe tener 4 dígitos",
  pinChoice: "Indique un PIN de 4 dígitos o pida que se genere uno",
  pinShared: "Otra persona con el mismo nombre ya usa este PIN. Elija otro.",
  consentRequired: "Indique si la persona da su consentimiento (sí o no)",
  consentsNotEditable: "Los consentimientos solo puede cambiarlos la propia persona",
  nothingToUpdate: "No hay ningún cambio que guardar",
  eraseConfirmation: "Escriba el nombre de usuario exacto para confirmar",
  kindInvalid: "Elija si va a crear una persona mayor o un familiar",
  elderlyRequired: "Elija la persona mayor a la que acompaña",
  firstNameForSuggestion: "Indique el nombre para sugerir un nombre de usuario",
  alreadyDecided: "Esta solicitud ya fue respondida",
} as const;
const M = USER_ADMIN_MESSAGES;

export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{1,39}$/;
export const PIN_PAGE_SIZE = 20;
export const TEMPORARY_PASSWORD_MIN_LENGTH = 12;

const text = (max: number) => z.string({ error: M.textTooLong }).trim().max(max, { error: M.textTooLong });
const personName = (max = 80) =>
  z
    .string({ error: M.nameRequired })
    .trim()
    .min(1, { error: M.nameRequired })
    .max(max, { error: `El nombre no puede superar ${max} caracteres` });

/** A list of short texts: trimmed, empty items and repeats dropped, bounded in items and length. */
const textList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(
      z
        .string({ error: `Cada elemento de ${label} debe ser un texto` })
        .trim()
        .max(maxLength, {
          error: `Cada elemento de ${label} puede tener como máximo ${maxLength} caracteres`,
        }),
      { error: `${label[0].toUpperCase()}${label.slice(1)} deben enviarse como una lista` },
    )
    .max(maxItems, { error: `Indique como máximo ${maxItems} elementos en ${label}` })
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => {
        const key = item.toLocaleLowerCase("es");
        if (!item || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });

const age = z
  .number({ error: M.ageRange })
  .int({ error: M.ageRange })
  .min(50, { error: M.ageRange })
  .max(120, { error: M.ageRange });
const phone = z
  .string({ error: M.phoneInvalid })
  .trim()
  .refine((v) => v === "" || /^\+?[\d\s().-]{6,25}$/.test(v), { error: M.phoneInvalid });
const consent = z.boolean({ error: M.consentRequired });
const pin = z.string({ error: M.pinFormat }).regex(/^\d{4}$/, { error: M.pinFormat });

/** Fields of an older person's profile that staff may edit (never consents, never secrets). */
const profileFields = {
  firstName: personName(),
  lastName: personName(),
  age: age.nullable(),
  medicalConditions: textList("las enfermedades", 30, 120),
  medications: textList("la medicación", 30, 120),
  emergencyContactName: text(120),
  emergencyContactPhone: phone,
  hobbies: textList("las aficiones", 30, 80),
  likes: textList("los gustos", 30, 80),
  personalityTraits: text(2000),
};

export const updateUserRequest = z
  .object({
    firstName: profileFields.firstName.optional(),
    lastName: profileFields.lastName.optional(),
    age: profileFields.age.optional(),
    medicalConditions: profileFields.medicalConditions.optional(),
    medications: profileFields.medications.optional(),
    emergencyContactName: profileFields.emergencyContactName.optional(),
    emergencyContactPhone: profileFields.emergencyContactPhone.optional(),
    hobbies: profileFields.hobbies.optional(),
    likes: profileFields.likes.optional(),
    personalityTraits: profileFields.personalityTraits.optional(),
    // Accepted only to answer with a clear message: the person alone changes their consents.
    familyConsent: z.unknown().optional(),
    personalConsent: z.unknown().optional(),
  })
  .refine((v) => v.familyConsent === undefined && v.personalConsent === undefined, {
    error: M.consentsNotEditable,
  })
  .transform(({ familyConsent: _family, personalConsent: _personal, ...fields }) => fields)
  .refine((fields) => Object.values(fields).some((v) => v !== undefined), { error: M.nothingToUpdate });
export type UpdateUserRequest = z.input<typeof updateUserRequest>;
export type UserProfileChanges = z.output<typeof updateUserRequest>;

const optionalPin = z
  .string({ error: M.pinFormat })
  .trim()
  .refine((v) => v === "" || /^\d{4}$/.test(v), { error: M.pinFormat })
  .transform((v) => v || undefined)
  .optional();

const createElderlyRequest = z
  .object({
    kind: z.literal("elderly"),
    firstName: profileFields.firstName,
    lastName: profileFields.lastName,
    /** Empty or absent: the server suggests one from the names. */
    username: z
      .string({ error: M.usernameFormat })
      .trim()
      .toLowerCase()
      .refine((v) => v === "" || USERNAME_PATTERN.test(v), { error: M.usernameFormat })
      .default(""),
    age: age.nullable().default(null),
    medicalConditions: profileFields.medicalConditions.default([]),
    medications: profileFields.medications.default([]),
    emergencyContactName: profileFields.emergencyContactName.default(""),
    emergencyContactPhone: profileFields.emergencyContactPhone.default(""),
    hobbies: profileFields.hobbies.default([]),
    likes: profileFields.likes.default([]),
    personalityTraits: profileFields.personalityTraits.default(""),
    familyConsent: consent,
    personalConsent: consent,
    pin: optionalPin,
    generatePin: z.boolean({ error: M.pinChoice }).default(false),
  })
  .refine((v) => (v.pin !== undefined) !== v.generatePin, { error: M.pinChoice });

const createFamilyRequest = z.object({
  kind: z.literal("family"),
  firstName: profileFields.firstName,
  lastName: profileFields.lastName,
  email: z
    .string({ error: MESSAGES.emailInvalid })
    .trim()
    .toLowerCase()
    .max(254, { error: MESSAGES.emailInvalid })
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  elderlyUserId: z.uuid({ error: M.elderlyRequired }),
});

export const createUserRequest = z.discriminatedUnion("kind", [createElderlyRequest, createFamilyRequest], {
  error: M.kindInvalid,
});
export type CreateUserRequest = z.input<typeof createUserRequest>;
export type CreateElderlyInput = z.output<typeof createElderlyRequest>;
export type CreateFamilyInput = z.output<typeof createFamilyRequest>;

export const usernameSuggestionQuery = z.object({
  firstName: z
    .string({ error: M.firstNameForSuggestion })
    .trim()
    .min(1, { error: M.firstNameForSuggestion })
    .max(80, { error: M.firstNameForSuggestion }),
  lastName: z.string({ error: M.textTooLong }).trim().max(80, { error: M.textTooLong }).default(""),
});

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
    { pin: pin.optional(), generate: z.boolean({ error: M.pinChoice }).optional() },
    { error: M.pinChoice },
  )
  .refine((v) => (v.pin !== undefined) !== (v.generate === true), { error: M.pinChoice });
export type SetUserPinRequest = z.input<typeof setUserPinRequest>;

export const eraseUserRequest = z.object(
  { confirmation: z.string({ error: M.eraseConfirmation }).max(200, { error: M.eraseConfirmation }) },
  { error: M.eraseConfirmation },
);

// ---- Responses ----

/** The whole profile staff see (SPEC user fields plus contact, medication and account facts; never hashes). */
export const adminUserProfile = userProfile.extend({
  status: z.enum(["active", "pending", "disabled"]),
  email: z.string().nullable(),
  medications: z.array(z.string()),
  emergencyContactPhone: z.string(),
  hasPin: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserProfile = z.infer<typeof adminUserProfile>;

const personRef = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const userRecord = z.object({
  profile: adminUserProfile,
  consentHistory: z.array(
    z.object({
      id: z.uuid(),
      familyConsent: z.boolean(),
      personalConsent: z.boolean(),
      /** Who made the change (the person themself for every change they make or gave at registration). */
      changedBy: personRef,
      createdAt: z.string(),
    }),
  ),
  familyLinks: z.array(
    z.object({
      linkId: z.uuid(),
      status: z.enum(["pending", "approved", "rejected"]),
      family: z.object({
        id: z.uuid(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string().nullable(),
      }),
      approvedBy: personRef,
      decidedAt: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  reminders: z.object({ today: z.array(reminder), all: z.array(reminder) }),
  recentActivity: z.array(activityRecord),
  alerts: z.array(
    z.object({
      id: z.uuid(),
      type: z.enum(["help", "health", "inactivity", "security"]),
      severity: z.string(),
      content: z.string(),
      createdAt: z.string(),
      escalatedAt: z.string().nullable(),
      dismissedAt: z.string().nullable(),
      dismissedBy: personRef,
    }),
  ),
  accessLog: z.array(
    z.object({
      id: z.uuid(),
      action: z.string(),
      actorId: z.uuid().nullable(),
      actorName: z.string().nullable(),
      detail: z.record(z.string(), z.unknown()),
      createdAt: z.string(),
    }),
  ),
});
export type UserRecord = z.infer<typeof userRecord>;

export const createUserResponse = z.object({
  user: adminUserProfile,
  /** A generated PIN, shown once; null when staff chose it (or for family accounts). */
  pin: z.string().nullable(),
  /** A family account's temporary password, shown once; null for older people. */
  temporaryPassword: z.string().nullable(),
});
export type CreateUserResponse = z.infer<typeof createUserResponse>;

export const usernameSuggestion = z.object({ username: z.string() });

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

export const approvalsResponse = z.object({
  professionals: z.array(
    z.object({
      id: z.uuid(),
      firstName: z.string(),
      lastName: z.string(),
      email: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
  familyLinks: z.array(
    z.object({
      linkId: z.uuid(),
      family: z.object({
        id: z.uuid(),
        firstName: z.string(),
        lastName: z.string(),
        email: z.string().nullable(),
      }),
      elderly: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string() }),
      createdAt: z.string(),
    }),
  ),
});
export type ApprovalsResponse = z.infer<typeof approvalsResponse>;

export const approvalDecisionResponse = z.object({
  id: z.uuid(),
  status: z.enum(["active", "disabled"]),
});
