import type { AudienceCount, NoticeDetail, NoticeSummary } from "@shared/api/notices";
import { NOTICE_MESSAGES } from "@shared/api/notices";
import { fullName } from "@shared/domain/names";
import {
  type AudiencePerson,
  describeAudience,
  distinctValues,
  isConfirmationOverdue,
  isInAudience,
  type NoticeAudience,
} from "@shared/domain/notices";
import { noticeRecipients, notices, users } from "@shared/schema";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/types";
import { invalidInput } from "../domain-errors";
import { recordAudit } from "./audit";

// 'Enviar aviso' for staff (docs/behaviour/13-later-additions.md#notices). Always the caller's own municipality:
// routes pass the session's. The group is chosen by the pure rule in shared/domain/notices.ts, so the count staff
// see before sending and the people it is sent to are the same.

const LATEST_NOTICES = 50;
type Scope = { municipalityId: string; actorId: string; now: Date };
type NoticeRow = typeof notices.$inferSelect;

/** The municipality's older people, as the group filter reads them. */
async function peopleOf(db: Db, municipalityId: string): Promise<Array<AudiencePerson & { id: string }>> {
  return db
    .select({
      id: users.id,
      age: users.age,
      medicalConditions: users.medicalConditions,
      livesAlone: users.livesAlone,
      district: users.district,
    })
    .from(users)
    .where(and(eq(users.municipalityId, municipalityId), eq(users.role, "elderly"), eq(users.status, "active")));
}

export async function countAudience(db: Db, municipalityId: string, audience: NoticeAudience): Promise<AudienceCount> {
  const people = await peopleOf(db, municipalityId);
  return {
    count: people.filter((person) => isInAudience(person, audience)).length,
    conditions: distinctValues(people.flatMap((person) => person.medicalConditions)),
    districts: distinctValues(people.map((person) => person.district)),
  };
}

type Counts = { recipients: number; confirmed: number; overdue: number };

function summaryOf(notice: NoticeRow, authorName: string, counts: Counts): NoticeSummary {
  return {
    id: notice.id,
    title: notice.title,
    body: notice.body,
    audienceLabel: describeAudience(notice.audience),
    confirmWithinMinutes: notice.confirmWithinMinutes,
    createdAt: notice.createdAt.toISOString(),
    authorName,
    ...counts,
  };
}

const author = alias(users, "author");
const authorNameOf = (row: { firstName: string | null; lastName: string | null }) =>
  row.firstName !== null ? fullName({ firstName: row.firstName, lastName: row.lastName }) : "Cuenta borrada";

/** Sends the notice: the recipients are the group's people at this moment, written with it in one transaction. */
export async function sendNotice(
  db: Db,
  input: { title: string; body: string; audience: NoticeAudience; confirmWithinMinutes: number },
  scope: Scope,
): Promise<NoticeSummary> {
  const people = (await peopleOf(db, scope.municipalityId)).filter((person) => isInAudience(person, input.audience));
  if (people.length === 0) throw invalidInput(NOTICE_MESSAGES.emptyAudience);
  const notice = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notices)
      .values({ ...input, municipalityId: scope.municipalityId, authorId: scope.actorId, createdAt: scope.now })
      .returning();
    await tx
      .insert(noticeRecipients)
      .values(people.map((person) => ({ noticeId: row.id, municipalityId: scope.municipalityId, userId: person.id })));
    await recordAudit(tx as Db, {
      municipalityId: scope.municipalityId,
      actorId: scope.actorId,
      action: "notice.send",
      detail: { noticeId: row.id, title: row.title, recipients: people.length },
      now: scope.now,
    });
    return row;
  });
  const [me] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, scope.actorId));
  return summaryOf(notice, authorNameOf(me ?? { firstName: null, lastName: null }), {
    recipients: people.length,
    confirmed: 0,
    overdue: 0,
  });
}

/** The municipality's latest notices, newest first, with their counts. */
export async function listNotices(db: Db, municipalityId: string, now: Date): Promise<NoticeSummary[]> {
  const rows = await db
    .select({ notice: notices, firstName: author.firstName, lastName: author.lastName })
    .from(notices)
    .leftJoin(author, eq(author.id, notices.authorId))
    .where(eq(notices.municipalityId, municipalityId))
    .orderBy(desc(notices.createdAt), desc(notices.id))
    .limit(LATEST_NOTICES);
  if (rows.length === 0) return [];
  const receipts = await db
    .select({ noticeId: noticeRecipients.noticeId, confirmedAt: noticeRecipients.confirmedAt })
    .from(noticeRecipients)
    .where(inArray(noticeRecipients.noticeId, rows.map((row) => row.notice.id)));
  return rows.map(({ notice, ...name }) => {
    const own = receipts.filter((receipt) => receipt.noticeId === notice.id);
    return summaryOf(notice, authorNameOf(name), countsOf(notice, own, now));
  });
}

function countsOf(notice: NoticeRow, receipts: Array<{ confirmedAt: Date | null }>, now: Date): Counts {
  const isLate = (confirmedAt: Date | null) =>
    isConfirmationOverdue({ sentAt: notice.createdAt, confirmWithinMinutes: notice.confirmWithinMinutes, confirmedAt }, now);
  return {
    recipients: receipts.length,
    confirmed: receipts.filter((receipt) => receipt.confirmedAt !== null).length,
    overdue: receipts.filter((receipt) => isLate(receipt.confirmedAt)).length,
  };
}

/** One notice with each recipient: who confirmed and when, and who is overdue (with a phone to call). */
export async function getNoticeDetail(db: Db, notice: NoticeRow, now: Date): Promise<NoticeDetail> {
  const [by] = notice.authorId
    ? await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, notice.authorId))
    : [];
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      shownAt: noticeRecipients.shownAt,
      confirmedAt: noticeRecipients.confirmedAt,
    })
    .from(noticeRecipients)
    .innerJoin(users, eq(users.id, noticeRecipients.userId))
    .where(and(eq(noticeRecipients.noticeId, notice.id), eq(noticeRecipients.municipalityId, notice.municipalityId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const recipientList = rows.map((row) => ({
    userId: row.userId,
    name: fullName(row),
    phone: row.phone,
    shownAt: row.shownAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    isOverdue: isConfirmationOverdue(
      { sentAt: notice.createdAt, confirmWithinMinutes: notice.confirmWithinMinutes, confirmedAt: row.confirmedAt },
      now,
    ),
  }));
  return {
    ...summaryOf(notice, authorNameOf(by ?? { firstName: null, lastName: null }), countsOf(notice, rows, now)),
    recipientList,
  };
}
