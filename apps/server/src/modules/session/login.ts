import { type LoginRequest, type LoginValue, TRIAL_TYPE } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/passwords.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { findMemberByAccount, findMemberByPhone, type MemberRow } from '../member/repository.ts';
import type { AccountServices } from '../services.ts';
import { phoneTarget } from '../verification/codes.ts';
import { grantSession } from './grant.ts';
import type { Lockout } from './lockout.ts';
import { startNewIpChallenge } from './new-ip.ts';

export type LoginContext = { merchant: ResolvedMerchant; ip: string };

/** Refuses a login and says whether the next try needs a captcha. */
const refuse = (code: 'login.cred.err' | 'captcha.required' | 'captcha.invalid', captcha: boolean) =>
  new AppError(code, code === 'login.cred.err' ? 'Wrong username or password' : 'Captcha needed', { captcha });

export function createLogin(s: AccountServices, lockout: Lockout) {
  /** The image captcha when it is on, else the slider; a merchant with neither relies on the lock. */
  async function checkHumanity(merchant: ResolvedMerchant, body: LoginRequest) {
    if (merchant.isModuleOn('CAPTCHA3')) return s.challenges.verifyCaptcha(merchant.id, body.captchaKey, body.captcha);
    if (merchant.isModuleOn('GEETEST3')) return s.challenges.verifySlider(merchant.id, body.verification);
  }

  async function login(body: LoginRequest, ctx: LoginContext): Promise<LoginValue> {
    const { merchant, ip } = ctx;
    const smsLogin = body.type === 'sms';
    if (smsLogin && !merchant.isModuleOn('MOBILEVERCODELOGIN3')) {
      throw new AppError('function.not.available', 'SMS login is off');
    }
    const key = smsLogin
      ? phoneTarget(body.countryDialingCode, body.mobileNum ?? '')
      : (body.username ?? '').trim().toLowerCase();
    if (key === '' || key === '+' || (!smsLogin && !body.password)) {
      throw new AppError('request.param.err', 'Username and password are required');
    }

    const pressure = await lockout.pressure(merchant.id, key, ip);
    if (pressure.lockedUntil) {
      throw new AppError('login.pwd.forbidden.err', 'Too many failed logins; try again later', {
        captcha: true,
        lockedUntil: pressure.lockedUntil.toISOString(),
      });
    }
    const locked = () =>
      new AppError('login.pwd.forbidden.err', 'Too many failed logins; try again later', { captcha: true });
    if (!(await lockout.reserve(merchant.id, key))) throw locked();
    if (pressure.captchaNeeded) {
      try {
        await checkHumanity(merchant, body);
      } catch (err) {
        await lockout.fail(merchant.id, key, ip);
        const code = err instanceof AppError && err.code.endsWith('.required') ? 'captcha.required' : 'captcha.invalid';
        throw refuse(code, true);
      }
    }

    let member: MemberRow | null;
    if (smsLogin) {
      member = await findMemberByPhone(s.db, merchant.id, body.countryDialingCode, body.mobileNum ?? '');
      try {
        await s.codes.consume({ merchantId: merchant.id, purpose: 'login', target: key, code: body.verificationCode });
      } catch (err) {
        const next = await lockout.fail(merchant.id, key, ip);
        if (err instanceof AppError) throw new AppError(err.code, err.message, { captcha: next.captchaNeeded });
        throw err;
      }
    } else {
      member = await findMemberByAccount(s.db, merchant.id, key);
      const good = member
        ? await verifyPassword(member.passwordHash, body.password ?? '')
        : await burnPasswordCheck(body.password ?? '');
      if (!good) member = null;
    }
    if (!member) {
      const next = await lockout.fail(merchant.id, key, ip);
      throw refuse('login.cred.err', next.captchaNeeded);
    }
    if (member.type === TRIAL_TYPE) throw new AppError('login.non.member', 'Non-member account unable to login');
    if (member.status !== 'ACTIVE') throw new AppError('login.denied', 'This account is disabled');
    await lockout.clear(merchant.id, key);
    if (!smsLogin && body.password === merchant.defaultPassword && !member.mustChangePassword) {
      // Remembered on the account, so a new-IP check in between cannot lose it.
      await s.db.update(members).set({ mustChangePassword: true }).where(eq(members.id, member.id));
      s.sessions.memberChanged(member.id);
      member = { ...member, mustChangePassword: true };
    }

    if (!smsLogin)
      await startNewIpChallenge(s, merchant, member, { ip, deviceId: body.loginDeviceId, rememberMe: body.rememberMe });
    return grantSession(s, merchant, member, {
      ip,
      deviceId: body.loginDeviceId,
      rememberMe: body.rememberMe,
      password: body.password,
      via: smsLogin ? 'sms' : 'password',
    });
  }

  return { login };
}
