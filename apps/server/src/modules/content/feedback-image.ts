import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { AccountServices } from '../services.ts';
import { FEEDBACK_FOLDER, feedbackImageOf } from './feedback.ts';

/**
 * A feedback image, for the <img> of the member who sent it and the operator. An <img> cannot
 * send the session token, so the random 96-bit name is the key; only names stored on a feedback
 * of this merchant are served, and only as the image type their bytes were checked to be.
 */
export const feedbackImageRoute =
  (s: AccountServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/wps/feedback/image/:file',
      {
        config: { modId: 'FEEDBACK3' },
        schema: { params: z.object({ file: z.string().regex(/^[0-9a-f]{24}\.(png|jpg)$/) }) },
      },
      async (request, reply) => {
        const { file } = request.params;
        if (!(await feedbackImageOf(s.db, request.merchant.id, file)))
          throw new AppError('feedback.not.found', 'No such image');
        const bytes = await fs.readFile(path.join(s.config.dataDir, 'uploads', FEEDBACK_FOLDER, file));
        return reply
          .header('content-type', file.endsWith('.png') ? 'image/png' : 'image/jpeg')
          .header('cache-control', 'private, max-age=86400')
          .send(bytes);
      },
    );
  };
