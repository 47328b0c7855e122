import { envelope } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors.ts';
import type { ChallengeService } from './service.ts';

const clientKey = z.object({ key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

const sliderValue = z.object({
  key: z.string(),
  background: z.string(),
  piece: z.string(),
  pieceY: z.number(),
  width: z.number(),
  height: z.number(),
  pieceSize: z.number(),
});

export const captchaRoutes =
  (challenges: ChallengeService, opts: { exposeAnswers: boolean }): FastifyPluginAsyncZod =>
  async (app) => {
    /** The value is the PNG itself, base64, as the original clients expect. */
    app.get(
      '/wps/captcha',
      { config: { modId: 'CAPTCHA3' }, schema: { querystring: clientKey, response: { 200: envelope(z.string()) } } },
      async (request) => ok(await challenges.newCaptcha(request.merchant.id, request.query.key, request.ip)),
    );

    app.get(
      '/wps/geetest',
      { config: { modId: 'GEETEST3' }, schema: { querystring: clientKey, response: { 200: envelope(sliderValue) } } },
      async (request) => ok(await challenges.newSlider(request.merchant.id, request.query.key, request.ip)),
    );

    if (!opts.exposeAnswers) return;
    app.get(
      '/wps/dev/challenge',
      {
        config: { openWhenBlocked: true },
        schema: {
          querystring: clientKey.extend({ kind: z.enum(['captcha', 'slider']) }),
          response: { 200: envelope(z.object({ answer: z.string() })) },
        },
      },
      async (request) => {
        const answer = await challenges.peek(request.merchant.id, request.query.kind, request.query.key);
        if (answer === null) throw new AppError('request.not.found', 'No pending challenge for this key');
        return ok({ answer });
      },
    );
  };
