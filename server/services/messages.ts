import type { FamilyMessage } from "@shared/api/family-messages";
import { messages, users } from "@shared/schema";
import { and, count, desc, eq, lt, or } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/types";
import { notFound } from "../domain-errors";
import { recordActivity } from "./activity-log";
import { approvedLink } from "./family-links";

const sender = alias(users, "sender");
const recipient = alias(users, "recipient");

type MessageRow = typeof messages.$inferSelect & { fromName: string; toName: string };

const toMessage = (m: MessageRow): FamilyMessage => ({
  id: m.id,
  fromUserId: m.fromUserId,
  toUserId: m.toUserId,
  fromName: m.fromName,
  toName: m.toName,
  content: m.content,
  isRead: m.isRead,
  readAt: m.readAt ? m.readAt.toISOString() : null,
  createdAt: m.createdAt.toISOString(),
});

/**
 * A page of messages, newest first. With `otherUserId` only the conversation between the two;
 * without it, everything the person sent or received.
 */
export async function listMessages(
  db: Db,
  input: { userId: string; otherUserId?: string; before?: Date; limit: number },
): Promise<FamilyMessage[]> {
  const { userId, otherUserId } = input;
  const thread = otherUserId
    ? or(
        and(eq(messages.fromUserId, userId), eq(messages.toUserId, otherUserId)),
        and(eq(messages.fromUserId, otherUserId), eq(messages.toUserId, userId)),
      )
    : or(eq(messages.fromUserId, userId), eq(messages.toUserId, userId));
  const rows = await db
    .select({
      message: messages,
      fromName: sender.firstName,
      fromLast: sender.lastName,
      toName: recipient.firstName,
      toLast: recipient.lastName,
    })
    .from(messages)
    .innerJoin(sender, eq(sender.id, messages.fromUserId))
    .innerJoin(recipient, eq(recipient.id, messages.toUserId))
    .where(input.before ? and(thread, lt(messages.createdAt, input.before)) : thread)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(input.limit);
  return rows.map((r) =>
    toMessage({
      ...r.message,
      fromName: `${r.fromName} ${r.fromLast}`.trim(),
      toName: `${r.toName} ${r.toLast}`.trim(),
    }),
  );
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.toUserId, userId), eq(messages.isRead, false)));
  return Number(row?.n ?? 0);
}

export async function sendMessage(
  db: Db,
  input: { fromUserId: string; toUserId: string; municipalityId: string; content: string; now: Date },
): Promise<FamilyMessage> {
  const [row] = await db
    .insert(messages)
    .values({
      municipalityId: input.municipalityId,
      fromUserId: input.fromUserId,
      toUserId: input.toUserId,
      content: input.content,
      createdAt: input.now,
    })
    .returning();
  const [page] = await listMessages(db, { userId: input.fromUserId, otherUserId: input.toUserId, limit: 1 });
  return page?.id === row.id ? page : toMessage({ ...row, fromName: "", toName: "" });
}

/**
 * Whether the caller and the other person share an approved link, read from the caller's side: an older
 * person is the link's elderly end, a family member its family end.
 */
async function isLinkedWith(db: Db, caller: { userId: string; role: string }, otherId: string) {
  const link =
    caller.role === "elderly" ? await approvedLink(db, otherId, caller.userId) : await approvedLink(db, caller.userId, otherId);
  return link !== null;
}

/** The caller's thread with one person: only with an approved link (404 otherwise, as for a stranger). */
export async function listConversation(
  db: Db,
  caller: { userId: string; role: string },
  otherUserId: string,
  page: { before?: Date; limit: number },
): Promise<FamilyMessage[]> {
  if (!(await isLinkedWith(db, caller, otherUserId))) throw notFound();
  return listMessages(db, { userId: caller.userId, otherUserId, ...page });
}

/** Marks a message read by its recipient; the first read of an elderly person counts as activity. */
export async function markMessageRead(
  db: Db,
  message: typeof messages.$inferSelect,
  input: { readerRole: string; now: Date },
): Promise<void> {
  if (message.isRead) return;
  await db.update(messages).set({ isRead: true, readAt: input.now }).where(eq(messages.id, message.id));
  if (input.readerRole === "elderly") {
    await recordActivity(db, {
      userId: message.toUserId,
      municipalityId: message.municipalityId,
      activityType: "message_read",
      description: "Mensaje familiar leído",
      metadata: { messageId: message.id },
      now: input.now,
    });
  }
}
