import { MESSAGES } from "./messages";
import { adminUserProfile } from "./user-record";
import {
  ageField,
  consentField,
  USER_ADMIN_MESSAGES as M,
  profileFields,
  USERNAME_PATTERN,
} from "./user-fields";
import { oneLineString } from "./safe-text";
import { z } from "./zod";

// Staff management of people, part 3: 'Crear Usuario' (POST /api/professional/users), an older person with
// a PIN or a family member with a temporary password, and the username suggestion.

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
    username: oneLineString(M.usernameFormat)
      .trim()
      .toLowerCase()
      .refine((v) => v === "" || USERNAME_PATTERN.test(v), { error: M.usernameFormat })
      .default(""),
    age: ageField.nullable().default(null),
    medicalConditions: profileFields.medicalConditions.default([]),
    medications: profileFields.medications.default([]),
    emergencyContactName: profileFields.emergencyContactName.default(""),
    emergencyContactPhone: profileFields.emergencyContactPhone.default(""),
    emergencyContactEmail: profileFields.emergencyContactEmail.default(""),
    hobbies: profileFields.hobbies.default([]),
    likes: profileFields.likes.default([]),
    personalityTraits: profileFields.personalityTraits.default(""),
    phone: profileFields.phone.default(""),
    address: profileFields.address.default(""),
    district: profileFields.district.default(""),
    livesAlone: profileFields.livesAlone.default(null),
    keyHolderName: profileFields.keyHolderName.default(""),
    keyHolderPhone: profileFields.keyHolderPhone.default(""),
    gpName: profileFields.gpName.default(""),
    healthCentreName: profileFields.healthCentreName.default(""),
    healthCentrePhone: profileFields.healthCentrePhone.default(""),
    formOfAddress: profileFields.formOfAddress.default("tu"),
    familyConsent: consentField,
    personalConsent: consentField,
    pin: optionalPin,
    generatePin: z.boolean({ error: M.pinChoice }).default(false),
  })
  .refine((v) => (v.pin !== undefined) !== v.generatePin, { error: M.pinChoice });

const createFamilyRequest = z.object({
  kind: z.literal("family"),
  firstName: profileFields.firstName,
  lastName: profileFields.lastName,
  email: oneLineString(MESSAGES.emailInvalid)
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
  firstName: oneLineString(M.firstNameForSuggestion)
    .trim()
    .min(1, { error: M.firstNameForSuggestion })
    .max(80, { error: M.firstNameForSuggestion }),
  lastName: oneLineString(M.textTooLong).trim().max(80, { error: M.textTooLong }).default(""),
});

export const createUserResponse = z.object({
  user: adminUserProfile,
  /** A generated PIN, shown once; null when staff chose it (or for family accounts). */
  pin: z.string().nullable(),
  /** A family account's temporary password, shown once; null for older people. */
  temporaryPassword: z.string().nullable(),
});
export type CreateUserResponse = z.infer<typeof createUserResponse>;

export const usernameSuggestion = z.object({ username: z.string() });
