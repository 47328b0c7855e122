import { TRIAL_TYPE } from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { operators } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { ResolvedMerchant } from '../merchant.ts';
import type { SessionMember, SessionStore } from './sessions.ts';

export type Operator = typeof operators.$inferSelect;
export type Role = Operator['role'];

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member on routes that declare `auth`. */
    member: SessionMember;
    /** The signed-in operator on routes that declare `roles` (modules/operator/auth.ts). */
    operator: Operator;
  }
  interface FastifyContextConfig {
    /** 'member': a live session is needed; 'trial-ok': free-play trials may call it too. */
    auth?: 'member' | 'trial-ok';
    /** Operator roles allowed on this route (an operator token, not a member's). */
    roles?: Role[];
    /**
     * A withdraw-only session (a sign-in during a break) may call this route: reading the member,
     * the balance and the break, the withdrawal and its records, sign-out. Any route without it
     * answers `protection.break.withdraw.only` to such a session, so a new route is shut by default.
     */
    duringBreak?: true;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header === '') return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

/**
 * What a member whose password must change may still call: the change itself, signing out, and
 * the member read the change screen and its success step make. Everything else is refused, so a
 * default or expired password opens no wallet, game or payment call even if a client skips the
 * change screen. (The register rules and the sealing key the screen also reads need no session.)
 */
const WHILE_CHANGE_DUE = new Set([
  'POST /wps/member/password',
  'POST /wps/session/logout',
  'DELETE /wps/session/logout',
  'GET /wps/member/info',
  'HEAD /wps/member/info',
]);

/** Where a player confirms being 18 or older and accepting the terms (modules/access). */
export const ADULT_CONFIRM_ROUTE = '/wps/member/confirmAdult';

/** Whether a member must choose a new password before anything else (the session module's rule). */
export type ChangeDue = (member: SessionMember, merchant: ResolvedMerchant) => boolean;

/**
 * Runs after the merchant guards and before the body is read, opened or validated, so a caller
 * without a session costs no parsing or decryption: a route that declares `auth` gets
 * `request.member` or a 401,
 * a trial account meets `in_need_true_account` on anything a real account is needed for, and a
 * member whose password must change meets `password.change.required` on all but WHILE_CHANGE_DUE
 * (unless the session began with a code sent to the phone, which the spec lets skip the change),
 * a withdraw-only session meets `protection.break.withdraw.only` on every route whose config
 * does not say `duringBreak`, and a player who has not confirmed being 18 or older (an account an
 * agent opened) meets `member.adult.confirm.required` on all but those and ADULT_CONFIRM_ROUTE.
 */
export function installAuthGuard(app: FastifyInstance, store: SessionStore, changeDue: ChangeDue) {
  app.addHook('onRequest', async (request) => {
    const need = request.routeOptions.config.auth;
    if (!need) return;
    const token = bearerToken(request);
    if (!token) throw new AppError('login.not.session', 'Not logged in');
    const member = await store.find(token, request.merchant.id);
    if (!member) throw new AppError('user.token.expired', 'The session has ended; log in again');
    if (need === 'member' && member.type === TRIAL_TYPE) {
      throw new AppError('in_need_true_account', 'A real account is needed for this');
    }
    // The flag comes from the session's row (sessions.ts), never from the request.
    if (member.withdrawOnly && request.routeOptions.config.duringBreak !== true) {
      throw new AppError('protection.break.withdraw.only', 'During a break this session may only withdraw');
    }
    if (
      !member.signedInByCode &&
      changeDue(member, request.merchant) &&
      !WHILE_CHANGE_DUE.has(`${request.method} ${request.routeOptions.url}`)
    ) {
      throw new AppError('password.change.required', 'Change your password first');
    }
    // An account an agent opened: the player confirms being 18 or older and the terms first.
    if (
      member.adultConfirmedAt === null &&
      member.type !== TRIAL_TYPE &&
      !WHILE_CHANGE_DUE.has(`${request.method} ${request.routeOptions.url}`) &&
      request.routeOptions.url !== ADULT_CONFIRM_ROUTE
    ) {
      throw new AppError(
        'member.adult.confirm.required',
        'Confirm that you are 18 or older and accept the terms first',
      );
    }
    request.member = member;
  });
}
