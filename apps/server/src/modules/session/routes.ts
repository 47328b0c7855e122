import {
  envelope,
  freeplayRequest,
  freeplayValue,
  loginRequest,
  loginValue,
  loginVerificationRequest,
  rememberLoginRequest,
  smsCodeValue,
  text,
  VERIFY_METHODS,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors.ts';
import { findMemberByAccount } from '../member/index.ts';
import type { AccountServices } from '../services.ts';
import { startFreePlay } from './freeplay.ts';
import { grantSession } from './grant.ts';
import { createLockout } from './lockout.ts';
import { createLogin } from './login.ts';
import { completeChallenge, sendChallengeCode } from './new-ip.ts';

const language = (h: string | string[] | undefined) => (typeof h === 'string' ? h : undefined);

export const sessionRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    const { login } = createLogin(s, createLockout(s.db));

    app.post(
      '/wps/session/login',
      {
        config: { modId: 'COMM3', sealed: true },
        schema: { body: loginRequest, response: { 200: envelope(loginValue) } },
      },
      async (request) => ok(await login(request.body, { merchant: request.merchant, ip: request.ip })),
    );

    app.post(
      '/wps/session/login/verification',
      {
        config: { modId: 'LOGINIPVERF3', sealed: true },
        schema: { body: loginVerificationRequest, response: { 200: envelope(loginValue) } },
      },
      async (request) => ok(await completeChallenge(s, request.merchant, { ...request.body, ip: request.ip })),
    );

    app.post(
      '/wps/session/login/verification/send',
      {
        config: { modId: 'LOGINIPVERF3' },
        schema: {
          body: z.object({ challengeId: text(64), method: z.enum(VERIFY_METHODS) }),
          response: { 200: envelope(smsCodeValue) },
        },
      },
      async (request) =>
        ok(
          await sendChallengeCode(s, request.merchant, {
            ...request.body,
            ip: request.ip,
            language: language(request.headers.language),
          }),
        ),
    );

    app.post(
      '/wps/session/login/remember',
      {
        config: { modId: 'COMM3', sealed: true },
        schema: { body: rememberLoginRequest, response: { 200: envelope(loginValue) } },
      },
      async (request) => {
        const found = await s.sessions.find(request.body.rememberToken, request.merchant.id, 'remember');
        const member = await findMemberByAccount(s.db, request.merchant.id, request.body.username);
        if (!found || !member || found.id !== member.id) {
          throw new AppError('user.token.expired', 'Remember-me has ended; log in again');
        }
        const value = await grantSession(s, request.merchant, member, { ip: request.ip, via: 'remember' });
        return ok({ ...value, rememberToken: request.body.rememberToken });
      },
    );

    app.post(
      '/wps/session/login/freeplay',
      {
        config: { modId: 'FREEPLAY3', sealed: true },
        schema: { body: freeplayRequest, response: { 200: envelope(freeplayValue) } },
      },
      async (request) =>
        ok(await startFreePlay(s, request.merchant, { ip: request.ip, deviceId: request.body.loginDeviceId })),
    );

    /** Ends this session and every remember-me token of the member (the original also allowed POST). */
    const logout = async (request: { member: { id: number; tokenHash: string } }) => {
      await s.sessions.revoke(request.member.tokenHash);
      await s.sessions.revokeRemember(request.member.id);
      return ok(null);
    };
    const logoutOptions = {
      config: { modId: 'COMM3', auth: 'trial-ok' as const, duringBreak: true as const },
      schema: { response: { 200: envelope(z.null()) } },
    };
    app.delete('/wps/session/logout', logoutOptions, logout);
    app.post('/wps/session/logout', logoutOptions, logout);
  };
