import {
  changePasswordRequest,
  confirmAdultRequest,
  envelope,
  forgotByEmailRequest,
  loginValue,
  registerRequest,
  registerValue,
  resetByEmailRequest,
  resetByPhoneRequest,
  smsCodeRequest,
  smsCodeValue,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADULT_CONFIRM_ROUTE } from '../../platform/auth/guard.ts';
import { ok } from '../../platform/errors.ts';
import { siteOrigin } from '../../platform/site-origin.ts';
import type { AccountServices } from '../services.ts';
import { confirmAdult } from './adult.ts';
import { changePassword, resetByEmail, resetByPhone, sendResetEmail, sendResetSms } from './password.ts';
import { register } from './register.ts';

const language = (h: string | string[] | undefined) => (typeof h === 'string' ? h : undefined);

/** Opening an account and getting back into one: registration, password change and recovery. */
export const accessRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    const registerOptions = (modId: string) => ({
      config: { modId, sealed: true },
      schema: { body: registerRequest, response: { 200: envelope(registerValue) } },
    });
    app.put('/wps/member/register', registerOptions('USERNAMEREG3'), async (request) =>
      ok(await register(s, request.merchant, 'username', request.body, { ip: request.ip })),
    );
    app.put('/wps/member/register/mobile', registerOptions('MOBILENUMREG3'), async (request) =>
      ok(await register(s, request.merchant, 'mobile', request.body, { ip: request.ip })),
    );

    app.post(
      '/wps/member/password',
      {
        config: { modId: 'PASS3', auth: 'member', sealed: true, duringBreak: true },
        schema: { body: changePasswordRequest, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await changePassword(s, request.merchant, request.member, request.body);
        return ok(null);
      },
    );

    app.post(
      ADULT_CONFIRM_ROUTE,
      {
        // A withdraw-only session (a sign-in during a break) confirms too, or it could not withdraw.
        config: { auth: 'member', duringBreak: true },
        schema: { body: confirmAdultRequest, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await confirmAdult(s, request.member, request.body, request.ip);
        return ok(null);
      },
    );

    app.post(
      '/wps/member/password/email',
      { config: { modId: 'COMM3' }, schema: { body: forgotByEmailRequest, response: { 200: envelope(z.null()) } } },
      async (request) => {
        // The link's host comes from the merchant's configured domains, never from the Host header.
        await sendResetEmail(s, request.merchant, {
          ...request.body,
          origin: siteOrigin(request, request.merchant),
          ip: request.ip,
          language: language(request.headers.language),
        });
        return ok(null);
      },
    );
    app.post(
      '/wps/member/password/email/reset',
      {
        config: { modId: 'COMM3', sealed: true },
        schema: { body: resetByEmailRequest, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        await resetByEmail(s, request.merchant, request.body);
        return ok(null);
      },
    );
    app.post(
      '/wps/member/password/sms',
      { config: { modId: 'PWRESETSMS3' }, schema: { body: smsCodeRequest, response: { 200: envelope(smsCodeValue) } } },
      async (request) =>
        ok(
          await sendResetSms(s, request.merchant, {
            mobileNum: request.body.mobileNum ?? request.body.mobileNo ?? '',
            countryDialingCode: request.body.countryDialingCode,
            ip: request.ip,
            language: language(request.headers.language),
          }),
        ),
    );
    app.post(
      '/wps/member/password/verification',
      {
        config: { modId: 'CHNGPASSVERIF3', sealed: true },
        schema: { body: resetByPhoneRequest, response: { 200: envelope(loginValue) } },
      },
      async (request) => ok(await resetByPhone(s, request.merchant, request.body, { ip: request.ip })),
    );
  };
