import type { MessageList } from '@mekong/contracts';
import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { memberMessageReads, memberMessages, members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

type Reader = { id: number; merchantId: number };

/**
 * The messages a member may see: their own, and the merchant's broadcasts, except those sent while
 * the member was on a break from play (a time-out or self-exclusion keeps marketing away, then and
 * after). Messages to the member alone are about their account and always reach them.
 */
const visibleTo = (m: Reader) =>
  and(
    eq(memberMessages.merchantId, m.merchantId),
    or(
      eq(memberMessages.memberId, m.id),
      and(
        isNull(memberMessages.memberId),
        sql`not exists (select 1 from player_breaks b where b.merchant_id = ${m.merchantId}
          and b.member_id = ${m.id} and ${memberMessages.createdAt} >= b.started_at
          and (b.ends_at is null or ${memberMessages.createdAt} < b.ends_at))`,
      ),
    ),
  );
const readJoin = (m: Reader) =>
  and(eq(memberMessageReads.messageId, memberMessages.id), eq(memberMessageReads.memberId, m.id));

export async function unreadCount(db: Db, m: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberMessages)
    .leftJoin(memberMessageReads, readJoin(m))
    .where(and(visibleTo(m), isNull(memberMessageReads.messageId)));
  return row?.n ?? 0;
}

export async function listMessages(
  db: Db,
  m: Reader,
  page: { pageNo: number; pageSize: number },
): Promise<MessageList> {
  const [rows, [total], unread] = await Promise.all([
    db
      .select({ msg: memberMessages, readAt: memberMessageReads.readAt })
      .from(memberMessages)
      .leftJoin(memberMessageReads, readJoin(m))
      .where(visibleTo(m))
      .orderBy(desc(memberMessages.createdAt), desc(memberMessages.id))
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize),
    db.select({ n: count() }).from(memberMessages).where(visibleTo(m)),
    unreadCount(db, m),
  ]);
  return {
    list: rows.map(({ msg, readAt }) => ({
      id: msg.id,
      title: msg.title,
      content: msg.content,
      broadcast: msg.memberId === null,
      read: readAt !== null,
      createdAt: msg.createdAt.getTime(),
    })),
    total: total?.n ?? 0,
    unread,
  };
}

/** Marks one message read (again is harmless); someone else's message is not found. */
export async function markRead(db: Db, m: Reader, id: number) {
  const [msg] = await db
    .select({ id: memberMessages.id })
    .from(memberMessages)
    .where(and(eq(memberMessages.id, id), visibleTo(m)));
  if (!msg) throw new AppError('message.not.found', 'No such message');
  await db.insert(memberMessageReads).values({ messageId: id, memberId: m.id }).onConflictDoNothing();
  return { unread: await unreadCount(db, m) };
}

export async function markAllRead(db: Db, m: Reader) {
  await db.execute(sql`
    INSERT INTO member_message_reads (message_id, member_id)
    SELECT id, ${m.id} FROM member_messages
    WHERE merchant_id = ${m.merchantId} AND (member_id = ${m.id} OR member_id IS NULL)
    ON CONFLICT DO NOTHING`);
  return { unread: 0 };
}

/** One member by account, or (memberId null) everyone of the merchant. */
export async function sendMessage(
  db: Db,
  merchantId: number,
  operatorId: number,
  input: { account?: string | undefined; title: string; content: string },
) {
  let memberId: number | null = null;
  if (input.account) {
    const [member] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.account, input.account.toLowerCase())));
    if (!member) throw new AppError('message.member.not.found', 'No member with that account');
    memberId = member.id;
  }
  const [row] = await db
    .insert(memberMessages)
    .values({ merchantId, memberId, title: input.title, content: input.content, operatorId })
    .returning({ id: memberMessages.id });
  return { id: (row as { id: number }).id, memberId };
}
