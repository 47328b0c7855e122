import {
  announcementItem,
  announcementsQuery,
  announcementsValue,
  envelope,
  feedbackListValue,
  feedbackRequest,
  helpCenterValue,
  isAgentType,
} from '@mekong/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, ok } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { groupAnnouncements, liveAnnouncements, toItem } from './announcements.ts';
import { listFeedback, submitFeedback } from './feedback.ts';
import { feedbackImageRoute } from './feedback-image.ts';
import { helpCenter } from './help.ts';
import { contentLanguage } from './language.ts';
import { messageRoutes } from './message-routes.ts';

/** Announcements, the agents' notices, the help centre, messages and feedback. */
export const contentRoutes =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    // Visitors read announcements too, so the relay needs no session.
    app.get(
      '/wps/relay/MCSFE_getListAnnouncements',
      {
        config: { modId: 'COMM3' },
        schema: { querystring: announcementsQuery, response: { 200: envelope(announcementsValue) } },
      },
      async (request) => {
        const language = contentLanguage(request, request.query.language);
        const rows = await liveAnnouncements(s.db, request.merchant.id, language, request.query.types);
        return ok(groupAnnouncements(rows));
      },
    );

    app.get(
      '/wps/agent/announcements',
      {
        config: { modId: 'COMM3', auth: 'member' },
        schema: { response: { 200: envelope(z.object({ list: z.array(announcementItem) })) } },
      },
      async (request) => {
        // The agent centre's own rule: types 1, 2, 41 and 42 only.
        if (!isAgentType(request.member.type))
          throw new AppError('agent.not.agent', 'Non-agents cannot log in to the agent centre');
        const rows = await liveAnnouncements(s.db, request.merchant.id, contentLanguage(request), ['AGENT']);
        return ok({ list: rows.map(toItem) });
      },
    );

    app.get(
      '/wps/system/helpCenter',
      { config: { modId: 'COMM3' }, schema: { response: { 200: envelope(helpCenterValue) } } },
      async (request) => ok(await helpCenter(s.db, request.merchant.id, contentLanguage(request))),
    );

    app.get(
      '/wps/feedback',
      { config: { modId: 'FEEDBACK3', auth: 'member' }, schema: { response: { 200: envelope(feedbackListValue) } } },
      async (request) => ok(await listFeedback(s.db, request.member)),
    );

    app.put(
      '/wps/feedback',
      {
        config: { modId: 'FEEDBACK3', auth: 'member' },
        // Room for three 5 MB images in base64, and a little more so a fourth is refused by rule.
        bodyLimit: 30 * 1024 * 1024,
        schema: { body: feedbackRequest, response: { 200: envelope(z.object({ id: z.number() })) } },
      },
      async (request) => ok(await submitFeedback(s.db, s.config.dataDir, request.member, request.body)),
    );

    await app.register(feedbackImageRoute(s));
    await app.register(messageRoutes(s));
  };
