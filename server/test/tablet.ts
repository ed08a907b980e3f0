import { enrolledDevices, users } from "@shared/schema";
import { and, eq } from "drizzle-orm";
import { sha256 } from "../auth/hashing";
import type { Db } from "../db/types";
import { createEnrolmentCode, redeemEnrolmentCode } from "../services/devices";

/**
 * The device credential of the seeded test database's tablet: enrolled, through the real code flow, for
 * every older person of the seed. Harness clients carry it unless a test asks for an unenrolled browser.
 */
export const TEST_TABLET_TOKEN = "test-tablet-token-for-api-tests-only-0000000";

/** Enrolled a day before `now`, so its audit entries never tie with a test's own at the pinned clock. */
export async function enrolTestTablet(db: Db, now: Date) {
  const at = new Date(now.getTime() - 24 * 3_600_000);
  const people = await db
    .select({ id: users.id, firstName: users.firstName, municipalityId: users.municipalityId })
    .from(users)
    .where(and(eq(users.role, "elderly"), eq(users.status, "active")));
  const { code } = await createEnrolmentCode(db, people, { actorId: null, deviceName: "Tableta de pruebas", now: at });
  const { token } = await redeemEnrolmentCode(db, { code, deviceToken: undefined, ip: "seed" }, at);
  // The server mints every device token; the test tablet's rows are then given the fixed token clients carry.
  await db
    .update(enrolledDevices)
    .set({ tokenHash: sha256(TEST_TABLET_TOKEN) })
    .where(eq(enrolledDevices.tokenHash, sha256(token)));
}

/** After a test client's tablet took on more people (its token was renewed), gives it back the fixed token. */
export async function restoreTestTabletToken(db: Db, renewedToken: string) {
  await db
    .update(enrolledDevices)
    .set({ tokenHash: sha256(TEST_TABLET_TOKEN) })
    .where(eq(enrolledDevices.tokenHash, sha256(renewedToken)));
}
