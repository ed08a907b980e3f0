import type { RecordSource, SubjectSource } from "@shared/api/contract";
import { alerts, familyLinks, messages, noticeRecipients, notices, programActivities, reminders } from "@shared/schema";
import { findInMunicipality } from "../db/find-in-municipality";
import type { Db } from "../db/types";

// How define-route finds what an endpoint's path names, always inside the caller's municipality: a record
// another municipality holds is simply not found (404), like one that does not exist.

type Found<R> = { ownerId: string | null; record: R } | null;
type Loader<R> = (db: Db, id: string, municipalityId: string) => Promise<Found<R>>;

/** Records whose owner is the subject person of the endpoint (`via`). */
export const SUBJECT_LOADERS = {
  reminder: async (db, id, municipalityId) => {
    const reminder = await findInMunicipality(db, reminders, id, municipalityId);
    return reminder ? { ownerId: reminder.userId, record: reminder } : null;
  },
  // The link's older person is its subject: they (or their staff) decide on it.
  familyLink: async (db, id, municipalityId) => {
    const link = await findInMunicipality(db, familyLinks, id, municipalityId);
    return link ? { ownerId: link.elderlyUserId, record: link } : null;
  },
  // Editing or deleting: a deleted (deactivated) reminder is not found, before its owner is checked.
  activeReminder: async (db, id, municipalityId) => {
    const reminder = await findInMunicipality(db, reminders, id, municipalityId);
    return reminder?.isActive ? { ownerId: reminder.userId, record: reminder } : null;
  },
} satisfies { [K in Exclude<SubjectSource, "user">]: Loader<unknown> };

/** Records acted on directly (`record` access); the owner is who `isOwnOnly` compares with the caller. */
export const RECORD_LOADERS = {
  alert: async (db, id, municipalityId) => {
    const alert = await findInMunicipality(db, alerts, id, municipalityId);
    return alert ? { ownerId: alert.userId, record: alert } : null;
  },
  programActivity: async (db, id, municipalityId) => {
    const activity = await findInMunicipality(db, programActivities, id, municipalityId);
    return activity ? { ownerId: null, record: activity } : null;
  },
  // A message belongs to its recipient: only they mark it read.
  message: async (db, id, municipalityId) => {
    const message = await findInMunicipality(db, messages, id, municipalityId);
    return message ? { ownerId: message.toUserId, record: message } : null;
  },
  notice: async (db, id, municipalityId) => {
    const notice = await findInMunicipality(db, notices, id, municipalityId);
    return notice ? { ownerId: null, record: notice } : null;
  },
  // A person's receipt of a notice belongs to them: only they confirm it.
  noticeReceipt: async (db, id, municipalityId) => {
    const receipt = await findInMunicipality(db, noticeRecipients, id, municipalityId);
    return receipt ? { ownerId: receipt.userId, record: receipt } : null;
  },
} satisfies { [K in RecordSource]: Loader<unknown> };

type RecordOf<L> = L extends (...args: never[]) => Promise<infer F> ? NonNullable<F> extends { record: infer R } ? R : never : never;

export type SubjectRecords = { [K in keyof typeof SUBJECT_LOADERS]: RecordOf<(typeof SUBJECT_LOADERS)[K]> } & {
  [K in keyof typeof RECORD_LOADERS]: RecordOf<(typeof RECORD_LOADERS)[K]>;
};
