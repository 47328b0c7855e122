import { TRIAL_TYPE } from '@mekong/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import type { SessionMember, SessionStore } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member on routes that declare `auth`. */
    member: SessionMember;
  }
  interface FastifyContextConfig {
    /** 'member': a live session is needed; 'trial-ok': free-play trials may call it too. */
    auth?: 'member' | 'trial-ok';
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || header === '') return null;
  const token = header.startsWith('Bearer ') ? header.slice(7) : header;
  return /^[A-Za-z0-9_-]{20,128}$/.test(token) ? token : null;
}

/**
 * Runs after the merchant guards: a route that declares `auth` gets `request.member` or a 401,
 * and a trial account meets `in_need_true_account` on anything a real account is needed for.
 */
export function installAuthGuard(app: FastifyInstance, store: SessionStore) {
  app.addHook('preHandler', async (request) => {
    const need = request.routeOptions.config.auth;
    if (!need) return;
    const token = bearerToken(request);
    if (!token) throw new AppError('login.not.session', 'Not logged in');
    const member = await store.find(token, request.merchant.id);
    if (!member) throw new AppError('user.token.expired', 'The session has ended; log in again');
    if (need === 'member' && member.type === TRIAL_TYPE) {
      throw new AppError('in_need_true_account', 'A real account is needed for this');
    }
    request.member = member;
  });
}
