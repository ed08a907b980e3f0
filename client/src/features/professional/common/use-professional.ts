import { useAuth } from "@/lib/auth";

/**
 * docs/behaviour/01-product.md#language-time-and-data: the municipality's zone, Europe/Madrid unless the session says
 * otherwise.
 */
const FALLBACK_TIMEZONE = "Europe/Madrid";

type ProfessionalIdentity = { id: string; name: string; timezone: string };

/** The signed-in professional: id for the API paths, full name and the municipality's time zone. */
export function useProfessional(): ProfessionalIdentity {
  const { user } = useAuth();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ");
  const timezone = typeof user?.timezone === "string" && user.timezone ? user.timezone : FALLBACK_TIMEZONE;
  return { id: user?.id ?? "", name, timezone };
}
