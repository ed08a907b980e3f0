import { FORMS_OF_ADDRESS } from "../domain/form-of-address";
import { isValidPhone } from "../domain/phone";
import { multiLineString, oneLineString } from "./safe-text";
import { z } from "./zod";
import { USER_ADMIN_MESSAGES } from "./user-texts";

// Staff management of people, part 1: the Spanish messages and the profile fields staff may write, shared by
// creation (user-creation.ts) and editing (PATCH /api/users/{id}).

export { USER_ADMIN_MESSAGES, USERNAME_PATTERN } from "./user-texts";
const M = USER_ADMIN_MESSAGES;

const oneLineText = (max: number) => oneLineString(M.textTooLong).trim().max(max, { error: M.textTooLong });
const multiLineText = (max: number) => multiLineString(M.textTooLong).trim().max(max, { error: M.textTooLong });
/** A first or last name: one visible line (it reaches e-mail subjects and PIN login), 1 to `max` characters. */
export const personName = (max = 80) =>
  oneLineString(M.nameRequired)
    .trim()
    .min(1, { error: M.nameRequired })
    .max(max, { error: `El nombre no puede superar ${max} caracteres` });

/** A list of short texts: trimmed, empty items and repeats dropped, bounded in items and length. */
const textList = (label: string, maxItems: number, maxLength: number) =>
  z
    .array(
      oneLineString(`Cada elemento de ${label} debe ser un texto`)
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

export const ageField = z
  .number({ error: M.ageRange })
  .int({ error: M.ageRange })
  .min(50, { error: M.ageRange })
  .max(120, { error: M.ageRange });
/** Empty, or a number staff can dial from a tel: link (shared/domain/phone.ts). */
export const phoneField = (message: string) =>
  oneLineString(message).trim().refine(isValidPhone, { error: message });
/** Empty, or an address the escalation of unattended alerts can write to. */
const contactEmail = oneLineString(M.contactEmailInvalid)
  .trim()
  .toLowerCase()
  .max(254, { error: M.contactEmailInvalid })
  .refine((v) => v === "" || z.email().safeParse(v).success, { error: M.contactEmailInvalid });
export const consentField = z.boolean({ error: M.consentRequired });
export const pinField = z.string({ error: M.pinFormat }).regex(/^\d{4}$/, { error: M.pinFormat });

/** Fields of an older person's profile that staff may edit (never consents, never secrets). */
export const profileFields = {
  firstName: personName(),
  lastName: personName(),
  age: ageField.nullable(),
  medicalConditions: textList("las enfermedades", 30, 120),
  medications: textList("la medicación", 30, 120),
  emergencyContactName: oneLineText(120),
  emergencyContactPhone: phoneField(M.phoneInvalid),
  emergencyContactEmail: contactEmail,
  hobbies: textList("las aficiones", 30, 80),
  likes: textList("los gustos", 30, 80),
  personalityTraits: multiLineText(2000),
  // How staff reach the person and get into the home when they do not answer (alert cards show them).
  phone: phoneField(M.personPhoneInvalid),
  address: oneLineText(200),
  district: oneLineText(80),
  /** null: not recorded. */
  livesAlone: z.boolean({ error: M.livesAloneInvalid }).nullable(),
  keyHolderName: oneLineText(120),
  keyHolderPhone: phoneField(M.keyHolderPhoneInvalid),
  // The assistant answers 'who is my GP' and 'the health centre's phone' from these.
  gpName: oneLineText(120),
  healthCentreName: oneLineText(160),
  healthCentrePhone: phoneField(M.healthCentrePhoneInvalid),
  formOfAddress: z.enum(FORMS_OF_ADDRESS, { error: M.formOfAddressInvalid }),
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
    emergencyContactEmail: profileFields.emergencyContactEmail.optional(),
    hobbies: profileFields.hobbies.optional(),
    likes: profileFields.likes.optional(),
    personalityTraits: profileFields.personalityTraits.optional(),
    phone: profileFields.phone.optional(),
    address: profileFields.address.optional(),
    district: profileFields.district.optional(),
    livesAlone: profileFields.livesAlone.optional(),
    keyHolderName: profileFields.keyHolderName.optional(),
    keyHolderPhone: profileFields.keyHolderPhone.optional(),
    gpName: profileFields.gpName.optional(),
    healthCentreName: profileFields.healthCentreName.optional(),
    healthCentrePhone: profileFields.healthCentrePhone.optional(),
    formOfAddress: profileFields.formOfAddress.optional(),
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
