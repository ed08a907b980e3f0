import type { AdminUserProfile } from "@shared/api/user-admin";
import { USER_ADMIN_MESSAGES } from "@shared/api/user-admin";
import { joinList, splitList } from "./labels";

// The older person's profile as typed in a form (lists as comma-separated text) and its checks.

export type ProfileValues = {
  firstName: string;
  lastName: string;
  age: string;
  medicalConditions: string;
  medications: string;
  emergencyContactName: string;
  emergencyContactPhone: string;
  emergencyContactEmail: string;
  hobbies: string;
  likes: string;
  personalityTraits: string;
};
export type ProfileField = keyof ProfileValues;
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export const EMPTY_PROFILE: ProfileValues = {
  firstName: "",
  lastName: "",
  age: "",
  medicalConditions: "",
  medications: "",
  emergencyContactName: "",
  emergencyContactPhone: "",
  emergencyContactEmail: "",
  hobbies: "",
  likes: "",
  personalityTraits: "",
};

export function profileValuesOf(profile: AdminUserProfile): ProfileValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    age: profile.age === null ? "" : String(profile.age),
    medicalConditions: joinList(profile.medicalConditions),
    medications: joinList(profile.medications),
    emergencyContactName: profile.emergencyContactName ?? "",
    emergencyContactPhone: profile.emergencyContactPhone ?? "",
    emergencyContactEmail: profile.emergencyContactEmail ?? "",
    hobbies: joinList(profile.preferences.hobbies),
    likes: joinList(profile.preferences.likes),
    personalityTraits: profile.personalityTraits ?? "",
  };
}

const PHONE = /^\+?[\d\s().-]{6,25}$/;
/** A first check while typing; the server's zod e-mail rule has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The same rules as the server (shared/api/user-admin.ts), with its Spanish messages. */
export function validateProfile(values: ProfileValues): FormErrors<ProfileField> {
  const errors: FormErrors<ProfileField> = {};
  if (!values.firstName.trim()) errors.firstName = USER_ADMIN_MESSAGES.nameRequired;
  if (!values.lastName.trim()) errors.lastName = USER_ADMIN_MESSAGES.nameRequired;
  const age = values.age.trim();
  if (age && !(/^\d+$/.test(age) && Number(age) >= 50 && Number(age) <= 120))
    errors.age = USER_ADMIN_MESSAGES.ageRange;
  const phone = values.emergencyContactPhone.trim();
  if (phone && !PHONE.test(phone)) errors.emergencyContactPhone = USER_ADMIN_MESSAGES.phoneInvalid;
  const email = values.emergencyContactEmail.trim();
  if (email && !EMAIL.test(email)) errors.emergencyContactEmail = USER_ADMIN_MESSAGES.contactEmailInvalid;
  return errors;
}

/** The profile part of PATCH /api/users/{id} and POST /api/professional/users. */
export function profileBody(values: ProfileValues) {
  const age = values.age.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    age: age ? Number(age) : null,
    medicalConditions: splitList(values.medicalConditions),
    medications: splitList(values.medications),
    emergencyContactName: values.emergencyContactName.trim(),
    emergencyContactPhone: values.emergencyContactPhone.trim(),
    emergencyContactEmail: values.emergencyContactEmail.trim(),
    hobbies: splitList(values.hobbies),
    likes: splitList(values.likes),
    personalityTraits: values.personalityTraits.trim(),
  };
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
