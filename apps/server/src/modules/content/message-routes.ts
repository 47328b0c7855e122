import { envelope, messageListValue, pageQuery } from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { listMessages, markAllRead, markRead, unreadCount } from './messages.ts';

const unread = envelope(z.object({ unread: z.number() }));

/** messageV2 (platform information) and the header's unread count. */
export const messageRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    // The header asks on every page; a free-play trial simply has nothing unread.
    app.get(
      '/wps/relay/CSP_unreadCount',
      { config: { modId: 'INBOX3', auth: 'trial-ok' }, schema: { response: { 200: envelope(z.number()) } } },
      async (request) => ok(await unreadCount(s.db, request.member)),
    );

    app.get(
      '/wps/member/messages',
      {
        config: { modId: 'INBOX3', auth: 'member' },
        schema: { querystring: pageQuery, response: { 200: envelope(messageListValue) } },
      },
      async (request) => ok(await listMessages(s.db, request.member, request.query)),
    );

    app.post(
      '/wps/member/messages/:id/read',
      {
        config: { modId: 'INBOX3', auth: 'member' },
        schema: { params: z.object({ id: z.coerce.number().int().positive() }), response: { 200: unread } },
      },
      async (request) => ok(await markRead(s.db, request.member, request.params.id)),
    );

    app.post(
      '/wps/member/messages/read-all',
      { config: { modId: 'INBOX3', auth: 'member' }, schema: { response: { 200: unread } } },
      async (request) => ok(await markAllRead(s.db, request.member)),
    );
  };
