import type { PointConfig } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { pointConfigs } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { Tx } from '../../platform/money/ledger.ts';
import type { PointRules } from './rules.ts';

export type StoredConfig = typeof pointConfigs.$inferSelect;

export async function readConfig(db: Db | Tx, merchantId: number): Promise<StoredConfig | null> {
  const [row] = await db.select().from(pointConfigs).where(eq(pointConfigs.merchantId, merchantId));
  return row ?? null;
}

/** The rules of a merchant whose points are on; anything that moves points needs them. */
export async function activeRules(db: Db | Tx, merchantId: number): Promise<StoredConfig> {
  const row = await readConfig(db, merchantId);
  if (!row?.enabled) throw new AppError('points.not.enabled', 'Points are not offered here');
  return row;
}

/** What getPointConfig answers: a merchant without rules shows its points switched off. */
export async function publicConfig(db: Db, merchant: { id: number; currency: string }): Promise<PointConfig> {
  const row = await readConfig(db, merchant.id);
  const s = (v: bigint | undefined) => (v ?? 0n).toString();
  return {
    enabled: row?.enabled ?? false,
    betUnit: s(row?.betUnit),
    pointsPerUnit: s(row?.pointsPerUnit),
    convertPoints: s(row?.convertPoints),
    convertAmount: s(row?.convertAmount),
    minConvert: s(row?.minConvert),
    currency: merchant.currency,
  };
}

/**
 * Sets a merchant's rules. The first setting starts earning from now (unless told otherwise);
 * later changes keep the start, so bets already counted are never counted again or dropped.
 */
export async function saveConfig(
  db: Db | Tx,
  merchantId: number,
  rules: PointRules & { enabled: boolean },
  earnSince?: Date,
) {
  await db
    .insert(pointConfigs)
    .values({ merchantId, ...rules, ...(earnSince ? { earnSince } : {}) })
    .onConflictDoUpdate({ target: pointConfigs.merchantId, set: { ...rules, updatedAt: new Date() } });
}
