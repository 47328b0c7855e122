import { type LoginRequest, type LoginValue, TRIAL_TYPE } from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import { burnPasswordCheck, verifyPassword } from '../../platform/auth/passwords.ts';
import { members } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors.ts';
import type { ResolvedMerchant } from '../../platform/merchant.ts';
import { findMemberByAccount, findMemberByPhone, knowsIp, type MemberRow } from '../member/index.ts';
import { refuseSignIn } from '../protection/index.ts';
import type { AccountServices } from '../services.ts';
import { phoneTarget } from '../verification/index.ts';
import { grantSession } from './grant.ts';
import { CAPTCHA_AFTER, LOCK_AFTER, type Lockout } from './lockout.ts';
import { startNewIpChallenge } from './new-ip.ts';

export type LoginContext = { merchant: ResolvedMerchant; ip: string };

/** Refuses a login and says whether the next try needs a captcha. */
const refuse = (code: 'login.cred.err' | 'captcha.required' | 'captcha.invalid', captcha: boolean) =>
  new AppError(code, code === 'login.cred.err' ? 'Wrong username or password' : 'Captcha needed', { captcha });

/**
 * A lock names where the sign-in comes from, not the account: the same password from a network
 * the member used before still gets in (decision 0004).
 */
const locked = (code: 'login.pwd.forbidden.err' | 'login.new.network.paused', until?: Date) =>
  new AppError(code, 'Too many failed sign-ins from here; try again later', {
    captcha: true,
    ...(until ? { lockedUntil: until.toISOString() } : {}),
  });

/** Past any threshold, the next try must come with a solved captcha. */
const needsCaptcha = (n: { account: number; pair: number; network: number }) =>
  n.account >= CAPTCHA_AFTER.account || n.pair >= CAPTCHA_AFTER.pair || n.network >= CAPTCHA_AFTER.network;

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

    const member = smsLogin
      ? await findMemberByPhone(s.db, merchant.id, body.countryDialingCode, body.mobileNum ?? '')
      : await findMemberByAccount(s.db, merchant.id, key);
    // A network the member signed in from before is never locked out, only asked for a captcha.
    const known = member ? (await knowsIp(s.db, member.id, ip)).known : false;
    const before = await lockout.state(merchant.id, key, ip);
    if (!known && before.pairLockedUntil) throw locked('login.pwd.forbidden.err', before.pairLockedUntil);
    if (!known && before.accountLockedUntil) throw locked('login.new.network.paused', before.accountLockedUntil);
    const captchaNeeded = needsCaptcha(before) || before.pairLockedUntil !== null || before.accountLockedUntil !== null;
    if (captchaNeeded) {
      // Refused before any password is compared, so it is not counted against anyone.
      try {
        await checkHumanity(merchant, body);
      } catch (err) {
        const code = err instanceof AppError && err.code.endsWith('.required') ? 'captcha.required' : 'captcha.invalid';
        throw refuse(code, true);
      }
    }

    // Counted before the comparison: each of N simultaneous tries learns its own place in line.
    const counted = await lockout.count(merchant.id, key, ip);
    const over = { account: counted.account - 1, pair: counted.pair - 1, network: counted.network - 1 };
    if (!captchaNeeded && needsCaptcha(over)) throw refuse('captcha.required', true);
    if (!known && counted.pair > LOCK_AFTER.pair) throw locked('login.pwd.forbidden.err');
    if (!known && counted.account > LOCK_AFTER.account) throw locked('login.new.network.paused');

    let good: boolean;
    if (smsLogin) {
      try {
        await s.codes.consume({ merchantId: merchant.id, purpose: 'login', target: key, code: body.verificationCode });
        good = member !== null;
      } catch (err) {
        await lockout.failed(merchant.id, key, ip, counted);
        if (err instanceof AppError) throw new AppError(err.code, err.message, { captcha: needsCaptcha(counted) });
        throw err;
      }
    } else {
      good = member
        ? await verifyPassword(member.passwordHash, body.password ?? '')
        : await burnPasswordCheck(body.password ?? '');
    }
    if (!good || !member) {
      await lockout.failed(merchant.id, key, ip, counted);
      throw refuse('login.cred.err', needsCaptcha(counted));
    }
    if (member.type === TRIAL_TYPE) throw new AppError('login.non.member', 'Non-member account unable to login');
    if (member.status !== 'ACTIVE') throw new AppError('login.denied', 'This account is disabled');
    // Before a new-IP check sends any code: a player on a break, back from a self-exclusion or out
    // of today's session time is told so at once (and may ask to come back here).
    // The password was right, so tries so far are forgiven first: a player refused for a break or
    // a come-back wait is not pushed towards the captcha and lockout by asking again. A break does
    // not refuse here: it opens a withdraw-only session (grant.ts), after any new-IP check.
    await lockout.succeeded(merchant.id, key);
    await refuseSignIn(s.db, { merchantId: merchant.id, memberId: member.id, ip }, body.comeBack === true, true);
    let signedIn: MemberRow = member;
    if (!smsLogin && body.password === merchant.defaultPassword && !member.mustChangePassword) {
      // Remembered on the account, so a new-IP check in between cannot lose it.
      await s.db.update(members).set({ mustChangePassword: true }).where(eq(members.id, member.id));
      s.sessions.memberChanged(member.id);
      signedIn = { ...member, mustChangePassword: true };
    }

    if (!smsLogin)
      await startNewIpChallenge(s, merchant, signedIn, {
        ip,
        deviceId: body.loginDeviceId,
        rememberMe: body.rememberMe,
      });
    return grantSession(s, merchant, signedIn, {
      ip,
      deviceId: body.loginDeviceId,
      rememberMe: body.rememberMe,
      password: body.password,
      via: smsLogin ? 'sms' : 'password',
    });
  }

  return { login };
}
