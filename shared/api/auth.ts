import { FORMS_OF_ADDRESS } from "../domain/form-of-address";
import { userRoles } from "../domain/enums";
import { requiredText, uuidParam } from "./common";
import { defineEndpoint } from "./contract";
import { PASSWORD_LIMITS, PASSWORD_MESSAGES } from "../domain/password-rules";
import { MESSAGES } from "./messages";
import { oneLineString } from "./safe-text";
import { z } from "./zod";

export { MESSAGES, PASSWORD_MIN_LENGTH, PIN_LENGTH, PROFESSIONAL_PASSWORD_MIN_LENGTH } from "./messages";

const municipalityId = z.uuid({ error: MESSAGES.noMunicipality });

export const loginPinRequest = z.object({
  username: requiredText(MESSAGES.nameRequired, 120),
  pin: z.string({ error: MESSAGES.pinIncomplete }).regex(/^\d{4}$/, { error: MESSAGES.pinIncomplete }),
  municipalityId,
});

export const loginRequest = z.object({
  username: requiredText(MESSAGES.requiredFields, 254),
  password: z
    .string({ error: MESSAGES.requiredFields })
    .min(1, { error: MESSAGES.requiredFields })
    .max(PASSWORD_LIMITS.max),
  municipalityId: municipalityId.optional(),
  /** 'Recordarme': 30 days for family; staff sessions ignore it (docs/behaviour/06-roles-and-access.md#sessions). */
  remember: z.boolean().optional().default(false),
  /** The portal the person used: a family account cannot enter the professional portal and vice versa. */
  expectedRole: z.enum(["family", "professional"]).optional(),
});
export type LoginRequest = z.input<typeof loginRequest>;

const email = oneLineString(MESSAGES.requiredFields)
  .trim()
  .min(1, { error: MESSAGES.requiredFields })
  .max(254)
  .pipe(z.email({ error: MESSAGES.emailInvalid }));
/** A new password's length for `role` (shared/domain/password-rules.ts); the server checks the rest. */
export const newPasswordField = (minLength: number, tooShort: string) =>
  z
    .string({ error: MESSAGES.requiredFields })
    .min(1, { error: MESSAGES.requiredFields })
    .min(minLength, { error: tooShort })
    .max(PASSWORD_LIMITS.max, { error: PASSWORD_MESSAGES.tooLong });
const familyPassword = newPasswordField(PASSWORD_LIMITS.familyMin, PASSWORD_MESSAGES.tooShortFamily);
const professionalPassword = newPasswordField(PASSWORD_LIMITS.professionalMin, PASSWORD_MESSAGES.tooShortProfessional);

export const familyRegisterRequest = z.object({
  firstName: requiredText(MESSAGES.requiredFields, 80),
  lastName: requiredText(MESSAGES.requiredFields, 80),
  username: email,
  password: familyPassword,
  elderlyUserName: requiredText(MESSAGES.requiredFields, 120),
  municipalityId,
});
export type FamilyRegisterRequest = z.infer<typeof familyRegisterRequest>;

export const professionalRegisterRequest = z.object({
  firstName: requiredText(MESSAGES.requiredFields, 80),
  lastName: requiredText(MESSAGES.requiredFields, 80),
  username: email,
  password: professionalPassword,
  municipalityId,
});
export type ProfessionalRegisterRequest = z.infer<typeof professionalRegisterRequest>;

/** The user as the client stores it (docs/behaviour/03-entities.md: id, firstName, lastName, role). */
export const sessionUser = z.object({
  id: uuidParam,
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(userRoles),
  municipalityId: z.uuid(),
  /** The municipality's time zone (dates and times on screen). */
  timezone: z.string().optional(),
  /** An older person's form of address ("tu" or "usted"): the tablet greets and speaks in it. */
  formOfAddress: z.enum(FORMS_OF_ADDRESS).optional(),
  preferences: z.object({ elderlyUserId: z.uuid().optional() }).optional(),
  /** A one-time or temporary password: only a new password may be chosen until it is replaced. */
  mustChangePassword: z.boolean().optional(),
  /** The sign-in still owes its second step: show a factor, or enrol one first (staff). */
  secondFactor: z.enum(["verify", "enrol"]).optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

const authResponse = z.object({ user: sessionUser });

/** Registration of a professional creates a pending account: no session is opened. */
const pendingRegistrationResponse = z.object({
  user: sessionUser,
  status: z.literal("pending"),
  message: z.string(),
});

export const authEndpoints = {
  loginPin: defineEndpoint({
    method: "POST",
    path: "/api/auth/login-pin",
    summary: "An older person signs in with name and PIN, from an enrolled tablet",
    access: { kind: "public" },
    body: loginPinRequest,
    response: authResponse,
  }),
  login: defineEndpoint({
    method: "POST",
    path: "/api/auth/login",
    summary: "Family or staff sign in with e-mail and password",
    access: { kind: "public" },
    body: loginRequest,
    response: authResponse,
  }),
  logout: defineEndpoint({
    method: "POST",
    path: "/api/auth/logout",
    summary: "Ends the browser's session, if any",
    access: { kind: "public" },
    response: null,
  }),
  me: defineEndpoint({
    method: "GET",
    path: "/api/auth/me",
    summary: "The signed-in user",
    access: { kind: "signed-in" },
    response: authResponse,
    isAllowedBeforePasswordChange: true,
    isAllowedBeforeSecondFactor: true,
  }),
  familyRegister: defineEndpoint({
    method: "POST",
    path: "/api/family/register",
    summary: "A family member registers, linked to their relative, and is signed in",
    access: { kind: "public" },
    body: familyRegisterRequest,
    response: authResponse,
    status: 201,
  }),
  professionalRegister: defineEndpoint({
    method: "POST",
    path: "/api/professional/register",
    summary: "A professional registers; the account waits for approval (no session)",
    access: { kind: "public" },
    body: professionalRegisterRequest,
    response: pendingRegistrationResponse,
    status: 201,
  }),
};
