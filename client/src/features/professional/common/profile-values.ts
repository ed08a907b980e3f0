import type { AdminUserProfile } from "@shared/api/user-admin";
import { USER_ADMIN_MESSAGES } from "@shared/api/user-texts";
import type { FormOfAddress } from "@shared/domain/form-of-address";
import { isValidPhone } from "@shared/domain/phone";
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
  phone: string;
  address: string;
  district: string;
  livesAlone: LivesAloneAnswer;
  keyHolderName: string;
  keyHolderPhone: string;
  gpName: string;
  healthCentreName: string;
  healthCentrePhone: string;
  formOfAddress: FormOfAddress;
};
/** 'Vive sola/solo': not recorded is an answer of its own, never taken for a no. */
export type LivesAloneAnswer = "unknown" | "yes" | "no";
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
  phone: "",
  address: "",
  district: "",
  livesAlone: "unknown",
  keyHolderName: "",
  keyHolderPhone: "",
  gpName: "",
  healthCentreName: "",
  healthCentrePhone: "",
  formOfAddress: "tu",
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
    phone: profile.phone,
    address: profile.address,
    district: profile.district,
    livesAlone: profile.livesAlone === null ? "unknown" : profile.livesAlone ? "yes" : "no",
    keyHolderName: profile.keyHolderName,
    keyHolderPhone: profile.keyHolderPhone,
    gpName: profile.gpName,
    healthCentreName: profile.healthCentreName,
    healthCentrePhone: profile.healthCentrePhone,
    formOfAddress: profile.formOfAddress,
  };
}

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
  if (!isValidPhone(values.emergencyContactPhone)) errors.emergencyContactPhone = USER_ADMIN_MESSAGES.phoneInvalid;
  if (!isValidPhone(values.phone)) errors.phone = USER_ADMIN_MESSAGES.personPhoneInvalid;
  if (!isValidPhone(values.keyHolderPhone)) errors.keyHolderPhone = USER_ADMIN_MESSAGES.keyHolderPhoneInvalid;
  if (!isValidPhone(values.healthCentrePhone)) {
    errors.healthCentrePhone = USER_ADMIN_MESSAGES.healthCentrePhoneInvalid;
  }
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
    phone: values.phone.trim(),
    address: values.address.trim(),
    district: values.district.trim(),
    livesAlone: values.livesAlone === "unknown" ? null : values.livesAlone === "yes",
    keyHolderName: values.keyHolderName.trim(),
    keyHolderPhone: values.keyHolderPhone.trim(),
    gpName: values.gpName.trim(),
    healthCentreName: values.healthCentreName.trim(),
    healthCentrePhone: values.healthCentrePhone.trim(),
    formOfAddress: values.formOfAddress,
  };
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);
