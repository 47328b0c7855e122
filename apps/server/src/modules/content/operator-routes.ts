import {
  announcementListQuery,
  announcementListValue,
  envelope,
  newAnnouncementRequest,
  operatorAnnouncement,
  sendMessageRequest,
} from '@mekong/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedback } from '../../platform/db/schema.ts';
import { ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { listAnnouncements } from './announcement-list.ts';
import { archiveAnnouncement, createAnnouncement, operatorView, updateAnnouncement } from './announcements.ts';
import { auditOperator } from './audit.ts';
import { imageUrl, replyFeedback, setWordLimits } from './feedback.ts';
import { sendMessage } from './messages.ts';

const idParam = z.object({ id: z.coerce.number().int().positive() });
const oneAnnouncement = { 200: envelope(operatorAnnouncement) };
const EDITORS = ['admin', 'support', 'content'] as const;
const ANYONE = ['admin', 'finance', 'support', 'content'] as const;

/**
 * The back office's side of announcements, messages and feedback; every change audited.
 * `bannersChanged` drops this process's cached first banner of the brand (home-banner.ts).
 */
export const contentOperatorRoutes =
  (s: AccountServices, bannersChanged: (merchantId: number) => void = () => undefined): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/operator/announcements',
      {
        config: { roles: [...ANYONE] },
        schema: { querystring: announcementListQuery, response: { 200: envelope(announcementListValue) } },
      },
      async ({ merchant, query }) => ok(await listAnnouncements(s.db, merchant.id, query)),
    );

    app.post(
      '/wps/operator/announcements',
      { config: { roles: [...EDITORS] }, schema: { body: newAnnouncementRequest, response: oneAnnouncement } },
      async ({ merchant, operator, body }) => {
        const row = await createAnnouncement(s.db, merchant.id, body);
        await auditOperator(s.db, merchant.id, operator.id, 'announcement.create', { id: row.id, type: row.type });
        bannersChanged(merchant.id);
        return ok(operatorView(row));
      },
    );

    app.put(
      '/wps/operator/announcements/:id',
      {
        config: { roles: [...EDITORS] },
        schema: { params: idParam, body: newAnnouncementRequest, response: oneAnnouncement },
      },
      async ({ merchant, operator, params, body }) => {
        const row = await updateAnnouncement(s.db, merchant.id, params.id, body);
        await auditOperator(s.db, merchant.id, operator.id, 'announcement.update', { id: row.id });
        bannersChanged(merchant.id);
        return ok(operatorView(row));
      },
    );

    app.post(
      '/wps/operator/announcements/:id/archive',
      { config: { roles: [...EDITORS] }, schema: { params: idParam, response: oneAnnouncement } },
      async ({ merchant, operator, params }) => {
        const row = await archiveAnnouncement(s.db, merchant.id, params.id);
        await auditOperator(s.db, merchant.id, operator.id, 'announcement.archive', { id: row.id });
        bannersChanged(merchant.id);
        return ok(operatorView(row));
      },
    );

    app.post(
      '/wps/operator/messages',
      {
        config: { roles: [...ANYONE] },
        schema: {
          body: sendMessageRequest,
          response: { 200: envelope(z.object({ id: z.number(), memberId: z.number().nullable() })) },
        },
      },
      async ({ merchant, operator, body }) => {
        const sent = await sendMessage(s.db, merchant.id, operator.id, body);
        await auditOperator(s.db, merchant.id, operator.id, 'message.send', { ...sent, all: body.all });
        return ok(sent);
      },
    );

    app.get(
      '/wps/operator/feedback',
      {
        config: { roles: [...ANYONE] },
        schema: { querystring: z.object({ status: z.enum(['OPEN', 'REPLIED']).default('OPEN') }) },
      },
      async ({ merchant, query }) => {
        const rows = await s.db
          .select()
          .from(feedback)
          .where(and(eq(feedback.merchantId, merchant.id), eq(feedback.status, query.status)))
          .orderBy(desc(feedback.id))
          .limit(200);
        return ok(rows.map((r) => ({ ...r, images: r.images.map(imageUrl), createdAt: r.createdAt.toISOString() })));
      },
    );

    app.post(
      '/wps/operator/feedback/:id/reply',
      {
        config: { roles: [...ANYONE] },
        schema: {
          params: idParam,
          body: z.object({ content: z.string().trim().min(1).max(5_000) }),
          response: { 200: envelope(z.object({ id: z.number(), status: z.literal('REPLIED') })) },
        },
      },
      async ({ merchant, operator, params, body }) =>
        ok(await replyFeedback(s.db, merchant.id, operator.id, params.id, body.content)),
    );

    app.put(
      '/wps/operator/content/settings',
      {
        config: { roles: ['admin'] },
        schema: {
          body: z
            .object({
              feedbackMinWords: z.number().int().min(1).max(1000),
              feedbackMaxWords: z.number().int().min(1).max(5000),
            })
            .refine((b) => b.feedbackMinWords <= b.feedbackMaxWords, { message: 'min above max' }),
          response: { 200: envelope(z.null()) },
        },
      },
      async ({ merchant, operator, body }) => {
        await setWordLimits(s.db, merchant.id, body.feedbackMinWords, body.feedbackMaxWords);
        await auditOperator(s.db, merchant.id, operator.id, 'content.settings', body);
        return ok(null);
      },
    );
  };
