import type { PlayerKyc } from '@mekong/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';
import { kycDocuments, members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import { kindOf, storeImages, UPLOAD_RULES, type UploadKind } from '../../platform/uploads.ts';

// The brand's level rules live in platform/ (a withdrawal, a deposit and both member-to-member
// transfers apply them, and the wallet may not import this module, which imports the wallet).
export { requireDepositLevel, requireReceiveLevel, requireWithdrawLevel } from '../../platform/kyc-rules.ts';
export const KYC_FOLDER = 'kyc-documents';

/** A player's identity-check level and documents, as the player sees them. */
export async function playerKyc(db: Db, merchantId: number, memberId: number): Promise<PlayerKyc> {
  const [[member], docs] = await Promise.all([
    db.select({ level: members.kycLevel }).from(members).where(eq(members.id, memberId)),
    db
      .select()
      .from(kycDocuments)
      .where(and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.memberId, memberId)))
      .orderBy(desc(kycDocuments.id)),
  ]);
  return {
    level: member?.level ?? 'NONE',
    documents: docs.map((d) => ({
      id: d.id,
      kind: d.kind,
      status: d.status,
      reason: d.reason,
      at: d.createdAt.toISOString(),
    })),
  };
}

const DOCUMENT_TYPES: readonly UploadKind[] = ['png', 'jpg', 'pdf'];

/**
 * Refuses a document for what it is, each reason its own code for the player to be told which: no
 * bytes, not a png, jpg or pdf by its bytes (its name and the type the client declared count for
 * nothing), or over 5 MB.
 */
export function checkDocument(bytes: Buffer): void {
  if (bytes.length === 0) throw new AppError('kyc.file.empty', 'The file is empty');
  const type = kindOf(bytes);
  if (!type || !DOCUMENT_TYPES.includes(type))
    throw new AppError('kyc.file.type', 'The file is not a png, jpg or pdf', { accepted: DOCUMENT_TYPES });
  if (bytes.length > UPLOAD_RULES.maxBytes)
    throw new AppError('kyc.file.large', 'The file is over 5 MB', { maxBytes: UPLOAD_RULES.maxBytes });
}

/** Stores a document the player sent (png, jpg or pdf by its bytes, 5 MB at most), to be reviewed. */
export async function addDocument(
  db: Db,
  dataDir: string,
  owner: { merchantId: number; memberId: number },
  input: { kind: (typeof kycDocuments.$inferInsert)['kind']; file: string },
) {
  checkDocument(Buffer.from(input.file, 'base64'));
  const [file] = await storeImages(dataDir, KYC_FOLDER, [input.file], DOCUMENT_TYPES);
  if (!file) throw new Error('the document was not stored');
  await db.insert(kycDocuments).values({ ...owner, kind: input.kind, file });
}

/** Whole years between a birth date and today (UTC): the ID's date, not a claim. */
function ageOn(birthDate: string, today = new Date()) {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) age--;
  return age;
}

/**
 * An operator's decision on the player's pending documents: approved with the level given (and
 * for VERIFIED the birth date on the ID: under 18 is refused, nothing changes), or rejected with
 * the reason the player sees. Only pending documents are decided, in the statement that decides
 * them, so two operators at once cannot both decide the same ones.
 */
export async function decideKyc(
  db: Db,
  call: { merchantId: number; operatorId: number; ip: string },
  memberId: number,
  d: { approve: boolean; level?: 'BASIC' | 'VERIFIED' | undefined; birthDate?: string | undefined; reason: string },
) {
  const [member] = await db
    .select({ id: members.id, level: members.kycLevel })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, call.merchantId)));
  if (!member) throw new AppError('request.not.found', 'No such player');
  if (d.approve && d.birthDate && (Number.isNaN(Date.parse(d.birthDate)) || ageOn(d.birthDate) < 18))
    throw new AppError('kyc.underage', 'The player is under 18 by the ID');
  await db.transaction(async (tx) => {
    const decided = await tx
      .update(kycDocuments)
      .set({
        status: d.approve ? 'APPROVED' : 'REJECTED',
        reason: d.reason || null,
        decidedBy: call.operatorId,
        decidedAt: sql`now()`,
      })
      .where(
        and(
          eq(kycDocuments.merchantId, call.merchantId),
          eq(kycDocuments.memberId, memberId),
          eq(kycDocuments.status, 'PENDING'),
        ),
      )
      .returning({ id: kycDocuments.id });
    if (!decided.length) throw new AppError('kyc.nothing.pending', 'No document is waiting');
    if (d.approve && d.level)
      await tx
        .update(members)
        .set({ kycLevel: d.level, ...(d.birthDate ? { birthDate: d.birthDate } : {}) })
        .where(eq(members.id, memberId));
    await audit(tx, {
      merchantId: call.merchantId,
      actor: operatorActor(call.operatorId),
      action: d.approve ? 'kyc.approve' : 'kyc.reject',
      details: {
        memberId,
        documents: decided.map((x) => x.id),
        before: { level: member.level },
        after: { level: d.approve ? d.level : member.level },
        reason: d.reason || null,
      },
      ip: call.ip,
    });
  });
}

/** The documents to review (PENDING by default), oldest first for the queue, with the player. */
export async function kycQueue(
  db: Db,
  merchantId: number,
  q: { status: 'PENDING' | 'APPROVED' | 'REJECTED'; page: number; size: number },
) {
  const where = and(eq(kycDocuments.merchantId, merchantId), eq(kycDocuments.status, q.status));
  const [rows, [total]] = await Promise.all([
    db
      .select({ d: kycDocuments, account: members.account, level: members.kycLevel })
      .from(kycDocuments)
      .innerJoin(members, eq(members.id, kycDocuments.memberId))
      .where(where)
      .orderBy(q.status === 'PENDING' ? kycDocuments.id : desc(kycDocuments.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(kycDocuments).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    list: rows.map((r) => ({
      id: r.d.id,
      kind: r.d.kind,
      status: r.d.status,
      reason: r.d.reason,
      at: r.d.createdAt.toISOString(),
      memberId: r.d.memberId,
      account: r.account,
      level: r.level,
      file: r.d.file,
    })),
  };
}
