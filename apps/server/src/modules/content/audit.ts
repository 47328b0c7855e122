import type { Db } from '../../platform/db/index.ts';
import { auditLog } from '../../platform/db/schema.ts';

/** Every operator action of this area leaves a line in the audit log. */
export const auditOperator = (
  db: Db,
  merchantId: number,
  operatorId: number,
  action: string,
  details: Record<string, unknown>,
) => db.insert(auditLog).values({ merchantId, actorType: 'operator', actorId: String(operatorId), action, details });
