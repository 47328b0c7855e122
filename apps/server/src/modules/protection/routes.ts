import {
  breakRequest,
  envelope,
  limitConfirmRequest,
  limitSetRequest,
  playerBreak,
  playerLimits,
  realityCheck,
  realityCheckRequest,
} from '@mekong/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { bringHomeAfterBreak } from './break-follow-up.ts';
import { refundAfterBreak } from './break-refunds.ts';
import { activeBreak, takeBreak } from './breaks.ts';
import { confirmLimit, type LimitOwner, readLimits, setLimit } from './limits.ts';
import { realityCheckOf, setRealityInterval } from './reality-check.ts';

const ownerOf = (request: FastifyRequest): LimitOwner => ({
  merchantId: request.merchant.id,
  memberId: request.member.id,
  ip: request.ip,
});

/**
 * The player's own limits (limits.ts): read with their use, set or lowered, raised or removed
 * after cooling off; and breaks from play (breaks.ts), which end every session at once.
 */
export const protectionRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/member/limits',
      { config: { auth: 'member' }, schema: { response: { 200: envelope(playerLimits) } } },
      async (request) => ok(await readLimits(s.db, ownerOf(request))),
    );
    app.put(
      '/wps/member/limits',
      { config: { auth: 'member' }, schema: { body: limitSetRequest, response: { 200: envelope(playerLimits) } } },
      async (request) => {
        await setLimit(s.db, ownerOf(request), request.body);
        return ok(await readLimits(s.db, ownerOf(request)));
      },
    );
    app.post(
      '/wps/member/limits/confirm',
      { config: { auth: 'member' }, schema: { body: limitConfirmRequest, response: { 200: envelope(playerLimits) } } },
      async (request) => {
        await confirmLimit(s.db, ownerOf(request), request.body.kind, request.body.period);
        return ok(await readLimits(s.db, ownerOf(request)));
      },
    );
    app.get(
      '/wps/member/breaks',
      {
        config: { auth: 'member', duringBreak: true },
        schema: { response: { 200: envelope(playerBreak.nullable()) } },
      },
      async (request) => ok(await activeBreak(s.db, request.merchant.id, request.member.id)),
    );
    app.post(
      '/wps/member/breaks',
      { config: { auth: 'member' }, schema: { body: breakRequest, response: { 200: envelope(playerBreak) } } },
      async (request) => {
        const started = await takeBreak(s.db, ownerOf(request), request.body);
        // The break starts now: every session of the player ends, this one too.
        await s.sessions.revokeAll(request.member.id);
        // Stakes on what has not begun come back; the break stands whatever happens there.
        await refundAfterBreak(s.db, request, request.merchant.id, request.member.id);
        // Money at transfer-wallet vendors comes home; the break-follow-up job finishes what a
        // vendor that does not answer leaves.
        await bringHomeAfterBreak(s, request.log, request.merchant, request.member.id);
        return ok(started);
      },
    );
    app.get(
      '/wps/member/reality-check',
      { config: { auth: 'member' }, schema: { response: { 200: envelope(realityCheck) } } },
      async (request) => ok(await realityCheckOf(s.db, request.merchant.id, request.member)),
    );
    app.put(
      '/wps/member/reality-check',
      { config: { auth: 'member' }, schema: { body: realityCheckRequest, response: { 200: envelope(realityCheck) } } },
      async (request) => {
        await setRealityInterval(s.db, request.member.id, request.body.intervalMinutes);
        return ok(await realityCheckOf(s.db, request.merchant.id, request.member));
      },
    );
  };
