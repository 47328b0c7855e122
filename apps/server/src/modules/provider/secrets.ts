import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/index.ts';
import { serverKeys } from '../../platform/db/schema.ts';

/**
 * A vendor's signing secret: from the environment variable its row names; on an installation
 * where that is unset (a newcomer's machine), generated once and kept, so every process agrees.
 */
export async function vendorSecret(db: Db, code: string, secretEnv: string, env = process.env): Promise<string> {
  const fromEnv = env[secretEnv];
  if (fromEnv && fromEnv.length >= 16) return fromEnv;
  const id = `vendor:${code}`;
  await db
    .insert(serverKeys)
    .values({ id, publicKey: '', privateKey: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, id));
  return (row as { privateKey: string }).privateKey;
}
