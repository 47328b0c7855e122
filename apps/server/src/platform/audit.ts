import { sql } from 'drizzle-orm';
import type { Db } from './db/index.ts';
import type { Actor } from './money/command.ts';
import type { Tx } from './money/ledger.ts';

/** One line of the audit log: who did what, for which merchant. */
export type AuditEntry = {
  merchantId: number;
  actor: Actor;
  action: string;
  details?: Record<string, unknown>;
  /** Where the request came from, for actions a person took. */
  ip?: string | null;
};

/** The actor an operator's action is logged under. */
export const operatorActor = (operatorId: number): Actor => ({ type: 'operator', id: String(operatorId) });

/**
 * Writes an audit line through write_audit() (sql/functions/write_audit.sql), the one writer of
 * audit_log that money commands use too; pass the transaction of the change it records, so the
 * line and the change stand or fall together.
 */
export async function audit(db: Db | Tx, entry: AuditEntry): Promise<void> {
  await db.execute(
    sql`select write_audit(${entry.merchantId}::integer, ${entry.actor.type}::text, ${entry.actor.id}::text, ${entry.action}::text, ${JSON.stringify(entry.details ?? {})}::jsonb, ${entry.ip ?? null}::text)`,
  );
}
