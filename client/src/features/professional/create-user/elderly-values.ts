import { USER_ADMIN_MESSAGES, USERNAME_PATTERN } from "@shared/api/user-texts";
import {
  EMPTY_PROFILE,
  type FormErrors,
  type ProfileValues,
  profileBody,
  validateProfile,
} from "../common/profile-values";

// The older person's creation form: profile, username, the two consents and the PIN choice.

export type ConsentAnswer = "yes" | "no" | "";
export type PinMode = "choose" | "generate";

export type ElderlyValues = ProfileValues & {
  username: string;
  personalConsent: ConsentAnswer;
  familyConsent: ConsentAnswer;
  pinMode: PinMode;
  pin: string;
};
export type ElderlyField = keyof ElderlyValues;

export const EMPTY_ELDERLY: ElderlyValues = {
  ...EMPTY_PROFILE,
  username: "",
  personalConsent: "",
  familyConsent: "",
  pinMode: "generate",
  pin: "",
};

export function validateElderly(values: ElderlyValues): FormErrors<ElderlyField> {
  const errors: FormErrors<ElderlyField> = validateProfile(values);
  const username = values.username.trim().toLowerCase();
  if (username && !USERNAME_PATTERN.test(username)) errors.username = USER_ADMIN_MESSAGES.usernameFormat;
  if (!values.personalConsent) errors.personalConsent = USER_ADMIN_MESSAGES.consentRequired;
  if (!values.familyConsent) errors.familyConsent = USER_ADMIN_MESSAGES.consentRequired;
  if (values.pinMode === "choose" && !/^\d{4}$/.test(values.pin)) errors.pin = USER_ADMIN_MESSAGES.pinFormat;
  return errors;
}

/** Body of POST /api/professional/users for an older person (consents recorded as given by them). */
export function elderlyBody(values: ElderlyValues) {
  return {
    kind: "elderly" as const,
    ...profileBody(values),
    username: values.username.trim().toLowerCase(),
    personalConsent: values.personalConsent === "yes",
    familyConsent: values.familyConsent === "yes",
    ...(values.pinMode === "generate" ? { generatePin: true } : { pin: values.pin }),
  };
}
