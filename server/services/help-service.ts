import type { HelpService } from "@shared/domain/help-reply";
import { isWithinStaffedHours } from "@shared/domain/service-hours";
import { municipalities } from "@shared/schema";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/types";

/**
 * Who answers a help request in the municipality right now: its staff in their staffed hours; outside them, the
 * on-call addresses by e-mail when mail is configured (the single-municipality fallback address counts too, as
 * escalation uses it).
 */
export async function getHelpService(
  db: Db,
  input: { municipalityId: string; now: Date; escalation: Config["escalation"] },
): Promise<HelpService> {
  const [row] = await db
    .select({
      timezone: municipalities.timezone,
      staffedHours: municipalities.staffedHours,
      onCallCount: sql<number>`cardinality(${municipalities.onCallEmails})`,
      municipalityCount: sql<number>`(select count(*)::int from ${municipalities})`,
    })
    .from(municipalities)
    .where(eq(municipalities.id, input.municipalityId));
  const { smtpUrl, fallbackOnCallAddress } = input.escalation;
  const hasAddresses =
    Number(row.onCallCount) > 0 || (!!fallbackOnCallAddress && Number(row.municipalityCount) === 1);
  return {
    isStaffed: isWithinStaffedHours(row.staffedHours, input.now, row.timezone),
    hasOnCall: !!smtpUrl && hasAddresses,
    staffedHours: row.staffedHours,
  };
}
