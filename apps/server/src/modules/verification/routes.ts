import { envelope, smsCodeRequest, smsCodeValue, text } from '@mekong/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox } from '../../platform/db/schema.ts';
import { AppError, ok } from '../../platform/errors.ts';
import { FieldErrors, findMemberByPhone, registerRulesOf } from '../member/index.ts';
import type { AccountServices } from '../services.ts';
import { phoneTarget } from './codes.ts';
import { codeText } from './texts.ts';

const language = (h: string | string[] | undefined) => (typeof h === 'string' ? h : undefined);

export const verificationRoutes =
  (s: AccountServices, opts: { exposeOutbox: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    /** The login code goes only to a number that has an account. */
    app.post(
      '/wps/verification/sms/noLogin',
      {
        config: { modId: 'VERIFICATION3' },
        schema: { body: smsCodeRequest, response: { 200: envelope(smsCodeValue) } },
      },
      async (request) => {
        const mobile = request.body.mobileNum ?? request.body.mobileNo ?? '';
        const { countryDialingCode } = request.body;
        const member = mobile ? await findMemberByPhone(s.db, request.merchant.id, countryDialingCode, mobile) : null;
        if (!member) throw new AppError('not.exists.account.err', 'No account has this mobile number');
        return ok(
          await s.codes.issue({
            merchantId: request.merchant.id,
            purpose: 'login',
            channel: 'SMS',
            target: phoneTarget(countryDialingCode, mobile),
            requester: request.ip,
            text: codeText(language(request.headers.language), request.merchant.name),
          }),
        );
      },
    );

    /** The registration code goes only to a valid number that has no account yet. */
    const registerCode = async (request: FastifyRequest) => {
      const parsed = smsCodeRequest.safeParse(request.body ?? request.query ?? {});
      if (!parsed.success) throw new AppError('request.param.err', 'Invalid mobile number');
      const input = parsed.data;
      const mobile = input.mobileNum ?? input.mobileNo ?? '';
      const { merchant } = request;
      if (!merchant.isModuleOn('MOBILENUMREG3') && !merchant.isModuleOn('REGMOBVERF3')) {
        throw new AppError('function.not.available', 'SMS registration is off');
      }
      const errors = new FieldErrors();
      errors.check('mobileNum', mobile, { ...registerRulesOf(merchant).mobileNum, required: true });
      errors.throwIfAny();
      if (await findMemberByPhone(s.db, merchant.id, input.countryDialingCode, mobile)) {
        throw new AppError('exists.mobile.err', 'This mobile number is registered');
      }
      return ok(
        await s.codes.issue({
          merchantId: merchant.id,
          purpose: 'register',
          channel: 'SMS',
          target: phoneTarget(input.countryDialingCode, mobile),
          requester: request.ip,
          text: codeText(language(request.headers.language), merchant.name),
        }),
      );
    };
    const registerCodeOptions = { config: { modId: 'REG3' }, schema: { response: { 200: envelope(smsCodeValue) } } };
    app.get('/wps/verification/sms/register', registerCodeOptions, registerCode);
    app.post('/wps/verification/sms/register', registerCodeOptions, registerCode);

    if (!opts.exposeOutbox) return;
    app.get(
      '/wps/dev/outbox',
      {
        config: { openWhenBlocked: true },
        schema: {
          querystring: z.object({ to: text(255).min(3) }),
          response: {
            200: envelope(
              z.array(
                z.object({
                  channel: z.string(),
                  to: z.string(),
                  subject: z.string().nullable(),
                  body: z.string(),
                  sentAt: z.string(),
                }),
              ),
            ),
          },
        },
      },
      async (request) => {
        const rows = await s.db
          .select()
          .from(outbox)
          .where(
            and(
              eq(outbox.merchantId, request.merchant.id),
              eq(outbox.recipient, request.query.to.trim().toLowerCase()),
            ),
          )
          .orderBy(desc(outbox.id))
          .limit(20);
        return ok(
          rows.map((r) => ({
            channel: r.channel,
            to: r.recipient,
            subject: r.subject,
            body: r.body,
            sentAt: r.createdAt.toISOString(),
          })),
        );
      },
    );
  };
