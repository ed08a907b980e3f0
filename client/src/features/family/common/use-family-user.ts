import { DEFAULT_TIMEZONE } from "@shared/domain/time";
import { useAuth } from "@/lib/auth";

type FamilyUser = { userId: string; firstName: string; timezone: string };

/** The logged-in family member as the family screens need it (empty strings while unknown). */
export function useFamilyUser(): FamilyUser {
  const { user } = useAuth();
  const timezone = typeof user?.timezone === "string" && user.timezone ? user.timezone : DEFAULT_TIMEZONE;
  return { userId: user?.id ?? "", firstName: user?.firstName ?? "", timezone };
}
