import type { SubjectSource } from "@shared/api/contract";
import type { Db } from "../db/types";
import { findLink } from "../services/family-links";
import { findReminder } from "../services/reminders";

type Found<R> = { ownerId: string; record: R } | null;
type Loader<R> = (db: Db, id: string, municipalityId: string) => Promise<Found<R>>;

/** For each record kind an endpoint may name, how to find it in the caller's municipality and its owner. */
export const SUBJECT_LOADERS = {
  reminder: async (db, id, municipalityId) => {
    const reminder = await findReminder(db, id, municipalityId);
    return reminder ? { ownerId: reminder.userId, record: reminder } : null;
  },
  // The link's older person is its subject: they (or their staff) decide on it.
  familyLink: async (db, id, municipalityId) => {
    const link = await findLink(db, id, municipalityId);
    return link ? { ownerId: link.elderlyUserId, record: link } : null;
  },
  // Editing or deleting: a deleted (deactivated) reminder is not found, before its owner is checked.
  activeReminder: async (db, id, municipalityId) => {
    const reminder = await findReminder(db, id, municipalityId);
    return reminder?.isActive ? { ownerId: reminder.userId, record: reminder } : null;
  },
} satisfies { [K in Exclude<SubjectSource, "user">]: Loader<unknown> };

export type SubjectRecords = {
  [K in keyof typeof SUBJECT_LOADERS]: NonNullable<Awaited<ReturnType<(typeof SUBJECT_LOADERS)[K]>>>["record"];
};
