/**
 * The audit log has one writer, write_audit() (sql/functions/write_audit.sql): money commands
 * reach it through finish_command(), every other action through platform/audit.ts. A line is
 * written in the transaction of the change it records, so a change that fails leaves none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit, operatorActor } from '../src/platform/audit.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog } from '../src/platform/db/schema.ts';
import { createMerchant, openTestDatabase, uniqueCode } from './helpers/app.ts';

const server = path.resolve(import.meta.dirname, '..');

function filesUnder(dir: string, ext: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, ext) : ext.test(e.name) ? [p] : [];
  });
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('the audit log', () => {
  it('is written by write_audit() only', () => {
    const writers = [
      ...filesUnder(path.join(server, 'src'), /\.ts$/).filter((f) =>
        /\.insert\(auditLog\)|insert\s+into\s+audit_log/i.test(fs.readFileSync(f, 'utf8')),
      ),
      ...filesUnder(path.join(server, 'sql'), /\.sql$/).filter((f) =>
        /insert\s+into\s+audit_log/i.test(fs.readFileSync(f, 'utf8')),
      ),
    ].map((f) => path.relative(server, f));
    expect(writers).toEqual(['sql/functions/write_audit.sql']);
  });

  it('keeps a line with the change it records, and loses it with a change that fails', async () => {
    const m = await createMerchant(database);
    const kept = uniqueCode('kept');
    const lost = uniqueCode('lost');
    await database.db.transaction(async (tx) => {
      await audit(tx, { merchantId: m.id, actor: operatorActor(7), action: kept, details: { n: 1 } });
    });
    await database.db
      .transaction(async (tx) => {
        await audit(tx, { merchantId: m.id, actor: operatorActor(7), action: lost });
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.actorId, '7')));
    expect(lines.map((l) => [l.action, l.actorType, l.details])).toEqual([[kept, 'operator', { n: 1 }]]);
  });
});
