import type { Database } from '../../src/platform/db/index.ts';
import { members } from '../../src/platform/db/schema.ts';
import { uniqueCode } from './app.ts';

/** A bare member row for tests that need an owner but not a login (no password hashing). */
export async function makeMemberRow(database: Database, merchantId: number): Promise<number> {
  const account = uniqueCode('r');
  const [row] = await database.db
    .insert(members)
    .values({
      merchantId,
      account,
      nickname: account,
      passwordHash: '!',
      referralCode: uniqueCode('RR').toUpperCase(),
      adultConfirmedAt: new Date(),
    })
    .returning({ id: members.id });
  return (row as { id: number }).id;
}
