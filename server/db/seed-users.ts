// Demo accounts: elderly people (PIN), staff and family (password), their consents and family links.
import type { consentEvents as consentTable, familyLinks as linkTable, users } from "@shared/schema";
import { seedCare } from "./seed-care";
import { seedContact } from "./seed-contacts";
import { MONTE_CLARO_ELDERLY, type MunicipalityKey, STAFF, VALLE_VERDE_ELDERLY } from "./seed-people";
import { DAY_MS, HOUR_MS, type LocalClock, type Rng } from "./seed-util";

export type UserRow = typeof users.$inferInsert & { id: string; lastActivity: Date | null };
export const ALL_ELDERLY = [...VALLE_VERDE_ELDERLY, ...MONTE_CLARO_ELDERLY];

/**
 * now - ago, moved to the nearest daytime instant (07:30-22:00 local) in the same status bucket
 * (<24 h, 24-48 h, >48 h), so people are not shown as active at 3 a.m. whatever the start time.
 */
function daytimeAgo(clock: LocalClock, ago: number): Date {
  const day = 24 * 60;
  const [min, max] =
    ago < day ? [0, day - 30] : ago < 2 * day ? [day + 30, 2 * day - 30] : [2 * day + 30, ago + day];
  const daytime = (m: number) => {
    const local = clock.minutesOf(clock.minutesAgo(m));
    return local >= 7 * 60 + 30 && local <= 22 * 60;
  };
  for (let delta = 0; delta <= day; delta += 5) {
    for (const m of [ago - delta, ago + delta]) {
      if (m >= min && m <= max && daytime(m)) return clock.minutesAgo(m);
    }
  }
  return clock.minutesAgo(ago);
}

export function planUsers(input: {
  clock: LocalClock;
  rng: Rng;
  ids: Record<string, string>;
  municipalityIds: Record<MunicipalityKey, string>;
  secrets: { passwordHash: string; pinHashes: Map<string, string> };
}) {
  const { clock, rng, ids, municipalityIds, secrets } = input;
  const daysAgo = (days: number) => new Date(clock.now.getTime() - days * DAY_MS);
  const users: UserRow[] = [];
  const consentEvents: Array<typeof consentTable.$inferInsert> = [];
  const familyLinks: Array<typeof linkTable.$inferInsert> = [];
  for (const [index, spec] of ALL_ELDERLY.entries()) {
    const lastActivity =
      spec.lastActiveMinutesAgo === null ? null : daytimeAgo(clock, spec.lastActiveMinutesAgo);
    const createdAt = daysAgo(lastActivity ? rng.int(120, 400) : rng.int(32, 40));
    const row: UserRow = {
      id: ids[spec.key],
      municipalityId: municipalityIds[spec.municipality],
      role: "elderly",
      status: "active",
      firstName: spec.firstName,
      lastName: spec.lastName,
      username: spec.username,
      email: null,
      age: spec.age,
      medicalConditions: spec.medicalConditions,
      medications: spec.medications,
      lastActivity,
      personalConsent: spec.personalConsent,
      familyConsent: spec.familyConsent,
      preferences: { hobbies: spec.hobbies, likes: spec.likes },
      personalityTraits: spec.personalityTraits,
      emergencyContactName: spec.emergencyContactName,
      emergencyContactPhone: spec.emergencyContactPhone,
      ...seedContact(spec, index),
      ...seedCare(spec, index),
      pinHash: secrets.pinHashes.get(spec.pin),
      createdAt,
    };
    users.push(row);
    consentEvents.push({
      municipalityId: row.municipalityId,
      userId: row.id,
      familyConsent: spec.familyConsent,
      personalConsent: spec.personalConsent,
      changedBy: row.id,
      createdAt,
    });
  }
  for (const spec of STAFF) {
    const createdAt = daysAgo(spec.role === "professional" ? 400 : rng.int(60, 110));
    const row: UserRow = {
      id: ids[spec.key],
      municipalityId: municipalityIds[spec.municipality],
      role: spec.role,
      status: "active",
      firstName: spec.firstName,
      lastName: spec.lastName,
      username: spec.email.toLowerCase(),
      email: spec.email.toLowerCase(),
      lastActivity: daytimeAgo(clock, spec.lastActiveMinutesAgo),
      lastLoginAt: new Date(daytimeAgo(clock, spec.lastActiveMinutesAgo).getTime() - 5 * 60_000),
      preferences: spec.elderlyKey ? { elderlyUserId: ids[spec.elderlyKey] } : {},
      passwordHash: secrets.passwordHash,
      createdAt,
    };
    users.push(row);
    if (spec.elderlyKey && spec.link) {
      const approved = spec.link === "approved";
      familyLinks.push({
        municipalityId: row.municipalityId,
        familyUserId: row.id,
        elderlyUserId: ids[spec.elderlyKey],
        status: spec.link,
        approvedBy: approved ? ids.profesional : null,
        decidedAt: approved ? new Date(createdAt.getTime() + DAY_MS) : null,
        createdAt: new Date(createdAt.getTime() + HOUR_MS),
      });
    }
  }

  return { users, consentEvents, familyLinks };
}
