import type { FamilyNotice, ReceivedNotice } from "@shared/api/notices";
import { noticeRecipients, notices } from "@shared/schema";
import { and, asc, desc, eq, gte, isNull } from "drizzle-orm";
import type { Db } from "../db/types";

// A notice as its recipients meet it: the person's tablet until 'Entendido', their family's dashboard.

/** How long relatives keep seeing a notice on the dashboard. */
const FAMILY_DAYS = 14;
const FAMILY_SHOWN = 5;
const DAY_MS = 24 * 60 * 60_000;

type Receipt = typeof noticeRecipients.$inferSelect;

/** The person's notices still waiting for 'Entendido', oldest first: the tablet shows them one by one. */
export async function listReceivedNotices(db: Db, userId: string): Promise<ReceivedNotice[]> {
  const rows = await db
    .select({ id: noticeRecipients.id, title: notices.title, body: notices.body, createdAt: notices.createdAt })
    .from(noticeRecipients)
    .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
    .where(and(eq(noticeRecipients.userId, userId), isNull(noticeRecipients.confirmedAt)))
    .orderBy(asc(notices.createdAt), asc(notices.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** The first time the tablet showed it; later showings keep that time. */
export async function markNoticeShown(db: Db, receipt: Receipt, now: Date): Promise<void> {
  await db
    .update(noticeRecipients)
    .set({ shownAt: now })
    .where(and(eq(noticeRecipients.id, receipt.id), isNull(noticeRecipients.shownAt)));
}

/** 'Entendido': the first confirmation counts; pressing again (a second tab, a retry) changes nothing. */
export async function confirmNotice(db: Db, receipt: Receipt, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(noticeRecipients)
      .set({ confirmedAt: now })
      .where(and(eq(noticeRecipients.id, receipt.id), isNull(noticeRecipients.confirmedAt)));
    await tx
      .update(noticeRecipients)
      .set({ shownAt: now })
      .where(and(eq(noticeRecipients.id, receipt.id), isNull(noticeRecipients.shownAt)));
  });
}

/** What the relative reads: the notices the person received in the last two weeks, newest first. */
export async function listNoticesOfPerson(db: Db, userId: string, now: Date): Promise<FamilyNotice[]> {
  const rows = await db
    .select({ id: notices.id, title: notices.title, body: notices.body, createdAt: notices.createdAt })
    .from(noticeRecipients)
    .innerJoin(notices, eq(notices.id, noticeRecipients.noticeId))
    .where(and(eq(noticeRecipients.userId, userId), gte(notices.createdAt, new Date(now.getTime() - FAMILY_DAYS * DAY_MS))))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(FAMILY_SHOWN);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
