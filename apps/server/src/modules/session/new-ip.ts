import type { LoginChallenge, LoginValue, VerifyMethod } from '@mekong/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { createCounters } from '../../platform/auth/attempt-counters.ts';
import { maskEmail, maskMobile, newId } from '../../platform/auth/tokens.ts';
import { spendTotpStep, totpStep } from '../../platform/auth/totp.ts';
import { loginChallenges } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { findMemberById, knowsIp, type MemberRow } from '../member/index.ts';
import type { AccountServices } from '../services.ts';
import { codeText, phoneTarget } from '../verification/index.ts';
import { grantSession } from './grant.ts';

const CHALLENGE_MINUTES = 10;
const MAX_TRIES = 5;
/**
 * Wrong answers a member's new-IP checks may take in all, whatever the number of checks: each
 * sign-in with the password opens a fresh check with MAX_TRIES of its own, so without this a
 * known password would give an unlimited guess at the real name or the authenticator code.
 */
export const MEMBER_TRIES = { scope: 'new_ip', max: 10, windowMs: 60 * 60_000 } as const;

export function methodsFor(member: MemberRow): VerifyMethod[] {
  const methods: VerifyMethod[] = [];
  if (member.mobile) methods.push('SMS');
  if (member.email) methods.push('EMAIL');
  if (member.totpSecret) methods.push('TOTP');
  if (member.payeeName) methods.push('REALNAME');
  return methods;
}

/**
 * A correct password from an IP this member never signed in from is not enough: the login is
 * parked and the client must prove it is the member by one of the methods the account has.
 */
export async function startNewIpChallenge(
  s: AccountServices,
  merchant: ResolvedMerchant,
  member: MemberRow,
  ctx: { ip: string; deviceId?: string | undefined; rememberMe?: boolean | undefined },
) {
  if (!merchant.isModuleOn('LOGINIPVERF3')) return;
  const ips = await knowsIp(s.db, member.id, ctx.ip);
  const methods = methodsFor(member);
  if (!ips.any || ips.known || methods.length === 0) return;
  const id = newId();
  await s.db.insert(loginChallenges).values({
    id,
    memberId: member.id,
    ip: ctx.ip,
    deviceId: ctx.deviceId ?? null,
    rememberMe: ctx.rememberMe ?? false,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  const value: LoginChallenge = {
    challengeId: id,
    methods,
    maskedMobile: maskMobile(member.mobile),
    maskedEmail: maskEmail(member.email),
  };
  throw new AppError('login_verify_required', 'Verify first: this is a new IP for the account', value);
}

async function openChallenge(s: AccountServices, merchant: ResolvedMerchant, challengeId: string, ip: string) {
  const [row] = await s.db
    .select()
    .from(loginChallenges)
    .where(
      and(
        eq(loginChallenges.id, challengeId),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, new Date()),
      ),
    );
  const member = row ? await findMemberById(s.db, row.memberId) : null;
  if (!row || !member || member.merchantId !== merchant.id || row.ip !== ip || row.attempts >= MAX_TRIES) {
    throw new AppError('login.verify.failed', 'This verification has ended; log in again');
  }
  return { row, member };
}

const emailTarget = (member: MemberRow) => (member.email ?? '').toLowerCase();
const smsTarget = (member: MemberRow) => phoneTarget(member.countryDialingCode ?? '', member.mobile ?? '');

export async function sendChallengeCode(
  s: AccountServices,
  merchant: ResolvedMerchant,
  input: { challengeId: string; method: VerifyMethod; ip: string; language: string | undefined },
) {
  const { member } = await openChallenge(s, merchant, input.challengeId, input.ip);
  if (input.method !== 'SMS' && input.method !== 'EMAIL') throw new AppError('request.param.err', 'Only SMS or EMAIL');
  if (!methodsFor(member).includes(input.method)) throw new AppError('request.param.err', 'Method not available');
  const sms = input.method === 'SMS';
  return s.codes.issue({
    merchantId: merchant.id,
    purpose: 'new_ip',
    channel: input.method,
    target: sms ? smsTarget(member) : emailTarget(member),
    requester: input.ip,
    text: codeText(input.language, merchant.name),
  });
}

const sameName = (a: string, b: string) =>
  a.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase() ===
  b.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase();

export async function completeChallenge(
  s: AccountServices,
  merchant: ResolvedMerchant,
  input: { challengeId: string; method: VerifyMethod; code: string; ip: string },
): Promise<LoginValue> {
  const { row, member } = await openChallenge(s, merchant, input.challengeId, input.ip);
  if (!methodsFor(member).includes(input.method)) throw new AppError('request.param.err', 'Method not available');
  // The try is claimed before the comparison: of N simultaneous tries only MAX_TRIES get one.
  const [claimed] = await s.db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.id, row.id), isNull(loginChallenges.usedAt), lt(loginChallenges.attempts, MAX_TRIES)))
    .returning({ attempts: loginChallenges.attempts });
  if (!claimed) throw new AppError('login.verify.failed', 'This verification has ended; log in again');
  const counters = createCounters(s.db);
  const memberKey = { merchantId: merchant.id, scope: MEMBER_TRIES.scope, subject: String(member.id) };
  const place = await counters.hit(memberKey, MEMBER_TRIES.windowMs);
  if (place.count > MEMBER_TRIES.max)
    throw new AppError('login.verify.locked', 'Too many wrong answers: try again later');
  let good = false;
  if (input.method === 'SMS' || input.method === 'EMAIL') {
    const target = input.method === 'SMS' ? smsTarget(member) : emailTarget(member);
    await s.codes.consume({ merchantId: merchant.id, purpose: 'new_ip', target, code: input.code });
    good = true;
  } else if (input.method === 'TOTP') {
    const step = totpStep(member.totpSecret ?? '', input.code);
    // A code is good once: one already used answers as a wrong one.
    good = step !== null && (await spendTotpStep(s.db, { memberId: member.id }, step));
  } else {
    good = sameName(member.payeeName ?? '', input.code);
  }
  if (!good) throw new AppError('login.verify.failed', 'That does not match our records');
  const used = await s.db
    .update(loginChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(loginChallenges.id, row.id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  if (used.length === 0) throw new AppError('login.verify.failed', 'This verification has ended; log in again');
  await counters.clear(merchant.id, [MEMBER_TRIES.scope], [String(member.id)]);
  return grantSession(s, merchant, member, {
    ip: input.ip,
    deviceId: row.deviceId ?? undefined,
    rememberMe: row.rememberMe,
    via: 'password',
  });
}
