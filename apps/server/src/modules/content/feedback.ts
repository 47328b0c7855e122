import { countWords, FEEDBACK_WORDS_DEFAULT, type FeedbackList } from '@mekong/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { contentSettings, feedback, feedbackReplies } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { storeImages, UPLOAD_RULES } from '../../platform/uploads.ts';
import { auditOperator } from './audit.ts';

export const FEEDBACK_FOLDER = 'feedback';
/** The public address of a stored image: its random name is the only key to it. */
export const imageUrl = (stored: string) => `/wps/feedback/image/${stored.slice(FEEDBACK_FOLDER.length + 1)}`;

export async function wordLimits(db: Db, merchantId: number) {
  const [row] = await db.select().from(contentSettings).where(eq(contentSettings.merchantId, merchantId));
  return row
    ? { min: row.feedbackMinWords, max: row.feedbackMaxWords }
    : { min: FEEDBACK_WORDS_DEFAULT.min, max: FEEDBACK_WORDS_DEFAULT.max };
}

export async function setWordLimits(db: Db, merchantId: number, min: number, max: number) {
  await db
    .insert(contentSettings)
    .values({ merchantId, feedbackMinWords: min, feedbackMaxWords: max })
    .onConflictDoUpdate({ target: contentSettings.merchantId, set: { feedbackMinWords: min, feedbackMaxWords: max } });
}

export async function listFeedback(db: Db, member: { id: number; merchantId: number }): Promise<FeedbackList> {
  const [rows, limits] = await Promise.all([
    db
      .select()
      .from(feedback)
      .where(eq(feedback.memberId, member.id))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(100),
    wordLimits(db, member.merchantId),
  ]);
  const replies = rows.length
    ? await db
        .select()
        .from(feedbackReplies)
        .where(
          inArray(
            feedbackReplies.feedbackId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id))
    : [];
  return {
    list: rows.map((r) => ({
      id: r.id,
      content: r.content,
      images: r.images.map(imageUrl),
      status: r.status,
      createdAt: r.createdAt.getTime(),
      replies: replies
        .filter((x) => x.feedbackId === r.id)
        .map((x) => ({ content: x.content, createdAt: x.createdAt.getTime() })),
    })),
    minWords: limits.min,
    maxWords: limits.max,
  };
}

/**
 * Every rule is checked before anything is stored: words within the merchant's limits, at most 3
 * images, each at most 5 MB and a png or jpg by its bytes. The text is kept exactly as typed;
 * clients show it as text, so markup in it never runs.
 */
export async function submitFeedback(
  db: Db,
  dataDir: string,
  member: { id: number; merchantId: number },
  input: { content: string; images: string[] },
) {
  const limits = await wordLimits(db, member.merchantId);
  const words = countWords(input.content);
  if (words < limits.min || words > limits.max) {
    throw new AppError('feedback.words', `Write ${limits.min} to ${limits.max} words`, { ...limits, words });
  }
  if (input.images.length > UPLOAD_RULES.maxFiles) {
    throw new AppError('feedback.images.too.many', `Attach at most ${UPLOAD_RULES.maxFiles} images`);
  }
  input.images.forEach((b64, i) => {
    if (Buffer.byteLength(b64, 'base64') > UPLOAD_RULES.maxBytes)
      throw new AppError('feedback.image.too.large', `Image ${i + 1} is over 5 MB`);
  });
  let stored: string[] = [];
  if (input.images.length) {
    try {
      stored = await storeImages(dataDir, FEEDBACK_FOLDER, input.images);
    } catch (err) {
      // Count and size are settled above; what the store still refuses is the file type.
      if (err instanceof AppError) throw new AppError('feedback.image.type', err.message);
      throw err;
    }
  }
  const [row] = await db
    .insert(feedback)
    .values({ merchantId: member.merchantId, memberId: member.id, content: input.content, images: stored })
    .returning({ id: feedback.id });
  return { id: (row as { id: number }).id };
}

/** Whether a stored image belongs to a feedback of this merchant (the image route serves only those). */
export async function feedbackImageOf(db: Db, merchantId: number, file: string) {
  const [row] = await db
    .select({ id: feedback.id })
    .from(feedback)
    .where(
      and(
        eq(feedback.merchantId, merchantId),
        sql`${feedback.images} @> ${JSON.stringify([`${FEEDBACK_FOLDER}/${file}`])}::jsonb`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * The operator's answer, which takes a feedback out of the OPEN queue. Answered once: the status
 * flip is the first write and only matches an OPEN row, so of two operators replying at once
 * (or one reply sent twice) the second waits for the first and is refused with the real state
 * and who answered; the member never gets two answers to one feedback.
 */
export async function replyFeedback(db: Db, merchantId: number, operatorId: number, id: number, content: string) {
  return db.transaction(async (tx) => {
    const mine = and(eq(feedback.id, id), eq(feedback.merchantId, merchantId));
    const [row] = await tx
      .update(feedback)
      .set({ status: 'REPLIED' })
      .where(and(mine, eq(feedback.status, 'OPEN')))
      .returning({ id: feedback.id });
    if (!row) {
      const [now] = await tx.select({ status: feedback.status }).from(feedback).where(mine);
      if (!now) throw new AppError('feedback.not.found', 'No such feedback');
      const [first] = await tx
        .select({ operatorId: feedbackReplies.operatorId })
        .from(feedbackReplies)
        .where(eq(feedbackReplies.feedbackId, id))
        .orderBy(asc(feedbackReplies.id))
        .limit(1);
      throw new AppError('feedback.replied', `This feedback is ${now.status} already`, {
        status: now.status,
        repliedBy: first?.operatorId ?? null,
      });
    }
    await tx.insert(feedbackReplies).values({ feedbackId: id, operatorId, content });
    await auditOperator(tx as unknown as Db, merchantId, operatorId, 'feedback.reply', { feedbackId: id });
    return { id, status: 'REPLIED' as const };
  });
}
