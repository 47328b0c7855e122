import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The original client posts the forgot-password form url-encoded; every other call is JSON.
 * Repeated keys keep their first value, so the body has the same shape as its JSON twin.
 */
export function installFormBodies(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      const out: Record<string, string> = {};
      for (const [k, v] of new URLSearchParams(body as string)) if (!(k in out)) out[k] = v;
      done(null, out);
    } catch {
      done(new AppError('request.param.err', 'Malformed form body'), undefined);
    }
  });
}
