import type { SecondFactorState } from "@shared/domain/second-factor";
import type { SessionUser } from "@shared/api/auth";
import type { UserProfile, UserSummary } from "@shared/api/users";
import type { UserRole } from "@shared/domain/enums";
import type { UserRow } from "@shared/schema";

// Shapes sent to the client. Built field by field so a hash can never leak by accident.

export function toSessionUser(
  u: Pick<UserRow, "id" | "firstName" | "lastName" | "role" | "municipalityId" | "preferences"> &
    Partial<Pick<UserRow, "mustChangePassword" | "formOfAddress">>,
  timezone?: string,
  secondFactor: SecondFactorState = "done",
): SessionUser {
  const base: SessionUser = {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    municipalityId: u.municipalityId,
    ...(timezone ? { timezone } : {}),
    ...(u.mustChangePassword ? { mustChangePassword: true } : {}),
    ...(secondFactor !== "done" ? { secondFactor } : {}),
    ...(u.role === "elderly" && u.formOfAddress ? { formOfAddress: u.formOfAddress } : {}),
  };
  if (u.role === "family" && u.preferences.elderlyUserId) {
    base.preferences = { elderlyUserId: u.preferences.elderlyUserId };
  }
  return base;
}

export function toUserProfile(u: UserRow): UserProfile {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    username: u.username,
    age: u.age,
    role: u.role,
    medicalConditions: u.medicalConditions,
    lastActivity: u.lastActivity ? u.lastActivity.toISOString() : null,
    personalConsent: u.personalConsent,
    familyConsent: u.familyConsent,
    preferences: {
      ...(u.preferences.hobbies ? { hobbies: u.preferences.hobbies } : {}),
      ...(u.preferences.likes ? { likes: u.preferences.likes } : {}),
      ...(u.role === "family" && u.preferences.elderlyUserId
        ? { elderlyUserId: u.preferences.elderlyUserId }
        : {}),
    },
    personalityTraits: u.personalityTraits,
    emergencyContactName: u.emergencyContactName,
  };
}

function toUserSummary(u: Pick<UserRow, "id" | "firstName" | "lastName" | "role">): UserSummary {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, role: u.role };
}

/** What the viewer's role shows of a person they may see: linked family get the name, everyone else the profile. */
export function toUserViewFor(viewerRole: UserRole, u: UserRow): UserProfile | UserSummary {
  return viewerRole === "family" ? toUserSummary(u) : toUserProfile(u);
}
