import { effectiveRule, REGISTER_FIELDS, type RegisterField, type RegisterRequest } from '@mekong/contracts';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import {
  FieldErrors,
  findAgentByAffiliateCode,
  findMemberByAccount,
  findMemberByPhone,
  insertMember,
  normalizeAccount,
  normalizePhone,
  registerRulesOf,
  rememberIp,
} from '../member/index.ts';
import { refuseExcludedPerson } from '../protection/index.ts';
import type { AccountServices } from '../services.ts';
import { grantSession } from '../session/index.ts';
import { phoneTarget } from '../verification/index.ts';
import { requireAgeAndTerms } from './adult.ts';

export type RegisterMethod = 'username' | 'mobile';

/** Profile fields kept as they were typed (checked by their rules first). */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'telegram',
  'zalo',
  'birthday',
  'recommenderId',
] as const;

function ageOn(birthday: string, minimumAge: number): boolean {
  const [y, m, d] = birthday.split('-').map(Number);
  if (!y || !m || !d) return false;
  const now = new Date();
  const age =
    now.getUTCFullYear() -
    y -
    (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d) ? 1 : 0);
  return age >= minimumAge;
}

/**
 * Every rule of the merchant is enforced here, whatever the form did: field rules, the
 * confirmation, age and terms, the human checks, the SMS code, the invitation code. Nothing is
 * written until all of them pass, and the account is one insert.
 */
export async function register(
  s: AccountServices,
  merchant: ResolvedMerchant,
  method: RegisterMethod,
  input: RegisterRequest,
  ctx: { ip: string },
) {
  const body = { ...input };
  if (method === 'mobile') {
    body.username = body.mobileNum;
    body.confirmPassword = body.password;
  }
  const rules = registerRulesOf(merchant);
  const smsOn = merchant.isModuleOn('REGMOBVERF3');
  const rule = (f: RegisterField) => effectiveRule(f, rules[f], method, smsOn);
  const errors = new FieldErrors();
  for (const field of REGISTER_FIELDS) {
    if (field === 'captcha' || field === 'affiliateCode') continue;
    const r = rule(field);
    if (r.enabled) errors.check(field, body[field], r);
  }
  if (method === 'mobile') errors.check('mobileNum', body.mobileNum, rule('mobileNum'));
  if (method === 'username') errors.check('username', body.username, { ...rules.username, required: true });
  if (body.password !== body.confirmPassword)
    errors.add('confirmPassword', { key: 'inconsistent_twice', min: 0, max: 0 });
  if (rule('birthday').enabled && body.birthday && !ageOn(body.birthday, merchant.minimumAge)) {
    errors.add('birthday', { key: 'register_underage', min: merchant.minimumAge, max: merchant.minimumAge });
  }
  errors.throwIfAny();
  requireAgeAndTerms(body);

  if (rules.captcha.enabled) await s.challenges.verifyCaptcha(merchant.id, body.captchaKey, body.captcha);
  if (merchant.isModuleOn('GEETEST3')) await s.challenges.verifySlider(merchant.id, body.verification);

  let uplineId: number | null = null;
  if (body.affiliateCode && merchant.isModuleOn('AFFMAN3')) {
    const agent = await findAgentByAffiliateCode(s.db, merchant.id, body.affiliateCode);
    if (!agent) throw new AppError('affiliate.code.invalid', 'Invalid invitation code');
    uplineId = agent.id;
  }
  let referredBy: number | null = null;
  if (body.referralCode) {
    const [referrer] = await s.db
      .select({ id: members.id })
      .from(members)
      .where(
        and(eq(members.merchantId, merchant.id), eq(members.referralCode, body.referralCode.trim().toUpperCase())),
      );
    referredBy = referrer?.id ?? null;
  }

  const phone =
    body.mobileNum && rule('mobileNum').enabled ? normalizePhone(body.countryDialingCode, body.mobileNum) : null;
  const account = normalizeAccount(body.username ?? '');
  const email = rule('email').enabled && body.email ? body.email.trim().toLowerCase() : null;
  // Taken names are refused before the SMS code is spent; the insert still guards the race.
  if (await findMemberByAccount(s.db, merchant.id, account)) {
    throw new AppError(method === 'mobile' ? 'exists.mobile.err' : 'exists.username.err', 'Already registered');
  }
  if (phone && (await findMemberByPhone(s.db, merchant.id, phone.countryDialingCode, phone.mobile))) {
    throw new AppError('exists.mobile.err', 'This mobile number is registered');
  }
  // A person self-excluded on a brand that extends it to every brand cannot open an account here.
  await refuseExcludedPerson(s.db, {
    mobile: phone?.mobile ?? null,
    countryDialingCode: phone?.countryDialingCode ?? null,
    email,
    idNumber: rule('idNumber').enabled && body.idNumber ? String(body.idNumber) : null,
  });
  if (rule('verificationCode').enabled) {
    if (!phone) throw new AppError('request.param.err', 'A mobile number is needed for the SMS code');
    const target = phoneTarget(phone.countryDialingCode, phone.mobile);
    await s.codes.consume({ merchantId: merchant.id, purpose: 'register', target, code: body.verificationCode });
  }

  const profile: Record<string, string> = {};
  for (const f of PROFILE_FIELDS) if (rule(f).enabled && body[f]) profile[f] = body[f] as string;
  const member = await insertMember(s.db, {
    merchantId: merchant.id,
    account,
    nickname: rule('nickname').enabled && body.nickname ? body.nickname : account,
    passwordHash: await hashPassword(body.password ?? ''),
    paymentPasswordHash:
      rule('paymentPassword').enabled && body.paymentPassword ? await hashPassword(body.paymentPassword) : null,
    payeeName: rule('payeeName').enabled && body.payeeName ? body.payeeName.trim() : null,
    email,
    mobile: phone?.mobile ?? null,
    countryDialingCode: phone?.countryDialingCode ?? null,
    uplineId,
    referredBy,
    profile,
    registerIp: ctx.ip,
    registerDomain: body.domain ?? null,
    firstLoginAt: body.login ? new Date() : null,
    // Both were checked above: the player confirmed being 18 or older and the terms.
    adultConfirmedAt: new Date(),
  });
  // The address the account was made from is one the member is known to use.
  await rememberIp(s.db, member.id, ctx.ip);
  const token = body.login
    ? (await grantSession(s, merchant, member, { ip: ctx.ip, deviceId: body.loginDeviceId, via: 'register' })).token
    : null;
  return { id: member.id, userName: member.account, token };
}
