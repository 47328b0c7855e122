import { audit, operatorActor } from '../../platform/audit.ts';
import type { Db } from '../../platform/db/index.ts';

/** Every operator action of this area leaves a line in the audit log. */
export const auditOperator = (
  db: Db,
  merchantId: number,
  operatorId: number,
  action: string,
  details: Record<string, unknown>,
) => audit(db, { merchantId, actor: operatorActor(operatorId), action, details });
