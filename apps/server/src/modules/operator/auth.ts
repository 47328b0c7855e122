import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { bearerToken } from '../../platform/auth/guard.ts';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/index.ts';
import { operatorSessions, operators } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';

export type { Operator, Role } from '../../platform/auth/guard.ts';

const SESSION_HOURS = 8;

/** Password and authenticator code, both required. */
export async function operatorLogin(
  db: Db,
  merchantId: number,
  input: { username: string; password: string; totp: string },
) {
  const [op] = await db
    .select()
    .from(operators)
    .where(and(eq(operators.merchantId, merchantId), eq(operators.username, input.username)));
  const passwordOk = op
    ? await verifyPassword(op.passwordHash, input.password)
    : await burnPasswordCheck(input.password);
  const totpOk = op
    ? new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(op.totpSecret) }).validate({
        token: input.totp,
        window: 1,
      }) !== null
    : false;
  if (!op || !passwordOk || !totpOk || op.status !== 'ACTIVE')
    throw new AppError('operator.login.failed', 'Wrong credentials or code');
  const token = newToken();
  await db.insert(operatorSessions).values({
    tokenHash: hashToken(token),
    operatorId: op.id,
    expiresAt: new Date(Date.now() + SESSION_HOURS * 3_600_000),
  });
  return { token, role: op.role, username: op.username };
}

export function installOperatorGuard(app: FastifyInstance, db: Db) {
  app.addHook('preHandler', async (request) => {
    const roles = request.routeOptions.config.roles;
    if (!roles) return;
    const token = bearerToken(request);
    if (!token) throw new AppError('login.not.session', 'Operator sign-in needed');
    const [row] = await db
      .select({ op: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, hashToken(token)),
          isNull(operatorSessions.revokedAt),
          gt(operatorSessions.expiresAt, new Date()),
        ),
      );
    if (!row || row.op.merchantId !== request.merchant.id || row.op.status !== 'ACTIVE') {
      throw new AppError('user.token.expired', 'Operator session ended');
    }
    if (!roles.includes(row.op.role)) throw new AppError('operator.forbidden', 'Your role may not do this');
    request.operator = row.op;
  });
}
