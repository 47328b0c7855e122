import {
  envelope,
  player360 as player360Schema,
  playerLabelsRequest,
  playerLockRequest,
  playerNoteRequest,
  playerPasswordResetValue,
  playerSearchQuery,
  playerSearchValue,
} from '@mekong/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit, operatorActor } from '../../platform/audit.ts';
import type { Role } from '../../platform/auth/guard.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { readableText } from '../../platform/auth/readable.ts';
import { memberNotes, members } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { player360, playerOf, searchPlayers } from './players.ts';
import { deliverTemporaryPassword } from './temporary-password.ts';

/** Where a temporary password goes, as the audit line says: the player's own phone, else email. */
const contactOf = (p: { mobile: string | null; email: string | null }) =>
  p.mobile ? 'SMS' : p.email ? 'EMAIL' : 'operator';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const READERS: Role[] = ['admin', 'finance', 'risk', 'support'];
const ACCOUNT_KEEPERS: Role[] = ['admin', 'risk', 'support'];
const PASSWORD_RESETTERS: Role[] = ['admin', 'support'];
const LABELLERS: Role[] = ['admin', 'risk'];

/**
 * The player 360 of the back office: search, the profile, and what staff may do to an account,
 * each action audited with what it changed. A player of another merchant is never found (404).
 */
export const playerRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/players',
      {
        config: { roles: READERS },
        schema: { querystring: playerSearchQuery, response: { 200: envelope(playerSearchValue) } },
      },
      async (request) => ok(await searchPlayers(s.db, request.merchant.id, request.query)),
    );

    app.get(
      '/wps/operator/players/:id',
      { config: { roles: READERS }, schema: { params: idParam, response: { 200: envelope(player360Schema) } } },
      async (request) => ok(await player360(s.db, request.merchant.id, request.params.id)),
    );

    /** Sign-in refused (every session ends) or allowed again, with the reason in the audit line. */
    for (const [verb, status] of [
      ['lock', 'DISABLED'],
      ['unlock', 'ACTIVE'],
    ] as const) {
      app.post(
        `/wps/operator/players/:id/${verb}`,
        {
          config: { roles: ACCOUNT_KEEPERS },
          schema: { params: idParam, body: playerLockRequest, response: { 200: envelope(z.null()) } },
        },
        async (request) => {
          const merchantId = request.merchant.id;
          const player = await playerOf(s.db, merchantId, request.params.id);
          await s.db.transaction(async (tx) => {
            await tx.update(members).set({ status }).where(eq(members.id, player.id));
            await audit(tx, {
              merchantId,
              actor: operatorActor(request.operator.id),
              action: `player.${verb}`,
              details: {
                memberId: player.id,
                account: player.account,
                reason: request.body.reason,
                before: { status: player.status },
                after: { status },
              },
              ip: request.ip,
            });
          });
          if (status === 'DISABLED') await s.sessions.revokeAll(player.id);
          else s.sessions.memberChanged(player.id);
          return ok(null);
        },
      );
    }

    app.post(
      '/wps/operator/players/:id/password-reset',
      {
        config: { roles: PASSWORD_RESETTERS },
        schema: { params: idParam, response: { 200: envelope(playerPasswordResetValue) } },
      },
      async (request) => {
        const merchantId = request.merchant.id;
        const player = await playerOf(s.db, merchantId, request.params.id);
        // Twelve characters a support agent can read out (platform/auth/readable.ts).
        const password = readableText(12);
        const passwordHash = await hashPassword(password);
        await s.db.transaction(async (tx) => {
          await tx
            .update(members)
            .set({ passwordHash, mustChangePassword: true, passwordChangedAt: new Date() })
            .where(eq(members.id, player.id));
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'player.password-reset',
            details: { memberId: player.id, account: player.account, sentTo: contactOf(player) },
            ip: request.ip,
          });
        });
        await s.sessions.revokeAll(player.id);
        const sentTo = await deliverTemporaryPassword(s, request.merchant, player, password);
        return ok({ temporaryPassword: sentTo ? null : password, sentTo });
      },
    );

    app.post(
      '/wps/operator/players/:id/payment-password-reset',
      { config: { roles: PASSWORD_RESETTERS }, schema: { params: idParam, response: { 200: envelope(z.null()) } } },
      async (request) => {
        const merchantId = request.merchant.id;
        const player = await playerOf(s.db, merchantId, request.params.id);
        await s.db.transaction(async (tx) => {
          await tx.update(members).set({ paymentPasswordHash: null }).where(eq(members.id, player.id));
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'player.payment-password-reset',
            details: { memberId: player.id, account: player.account },
            ip: request.ip,
          });
        });
        s.sessions.memberChanged(player.id);
        return ok(null);
      },
    );

    app.put(
      '/wps/operator/players/:id/labels',
      {
        config: { roles: LABELLERS },
        schema: { params: idParam, body: playerLabelsRequest, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        const merchantId = request.merchant.id;
        const player = await playerOf(s.db, merchantId, request.params.id);
        const after = { memberLabels: [...new Set(request.body.memberLabels)], clubLabel: request.body.clubLabel };
        await s.db.transaction(async (tx) => {
          await tx.update(members).set(after).where(eq(members.id, player.id));
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'player.labels',
            details: {
              memberId: player.id,
              account: player.account,
              before: { memberLabels: player.memberLabels, clubLabel: player.clubLabel },
              after,
            },
            ip: request.ip,
          });
        });
        s.sessions.memberChanged(player.id);
        return ok(null);
      },
    );

    app.post(
      '/wps/operator/players/:id/notes',
      {
        config: { roles: READERS },
        schema: { params: idParam, body: playerNoteRequest, response: { 200: envelope(z.null()) } },
      },
      async (request) => {
        const merchantId = request.merchant.id;
        const player = await playerOf(s.db, merchantId, request.params.id);
        await s.db.transaction(async (tx) => {
          const [note] = await tx
            .insert(memberNotes)
            .values({ merchantId, memberId: player.id, operatorId: request.operator.id, text: request.body.text })
            .returning({ id: memberNotes.id });
          await audit(tx, {
            merchantId,
            actor: operatorActor(request.operator.id),
            action: 'player.note',
            details: { memberId: player.id, account: player.account, noteId: note?.id },
            ip: request.ip,
          });
        });
        return ok(null);
      },
    );
  };
