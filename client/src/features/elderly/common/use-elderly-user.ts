import type { FormOfAddress } from "@shared/domain/form-of-address";
import { useAuth } from "@/lib/auth";

/**
 * docs/behaviour/01-product.md#language-time-and-data: the municipality's zone when the stored user does not carry one.
 */
export const FALLBACK_TIMEZONE = "Europe/Madrid";

type ElderlyUser = { userId: string; firstName: string; timezone: string; formOfAddress: FormOfAddress };

/** The logged-in person as the elderly screens need it (empty strings while unknown). */
export function useElderlyUser(): ElderlyUser {
  const { user } = useAuth();
  const timezone = typeof user?.timezone === "string" && user.timezone ? user.timezone : FALLBACK_TIMEZONE;
  return { userId: user?.id ?? "", firstName: user?.firstName ?? "", timezone, formOfAddress: user?.formOfAddress === "usted" ? "usted" : "tu" };
}
