import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { drainRequest } from './drain.ts';
import { AppError, fail } from './errors.ts';

/** Same shape as the rule-based field errors: `{ fields: { name: { key, min, max } } }`. */
type FieldError = { key: string; min: number; max: number; message: string };

/** One place turns every failure into the envelope; clients never see a stack trace. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // Maintenance is a planned 503, not a fault worth an error line.
      if (error.status >= 500 && error.code !== 'system.maintenance') request.log.error({ err: error }, error.message);
      return reply.status(error.status).send(fail(error.code, error.message, error.value));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, FieldError> = {};
      for (const v of error.validation) {
        const name = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (error.validationContext ?? 'body');
        fields[name] ??= { key: 'field_invalid', min: 0, max: 0, message: v.message ?? 'invalid' };
      }
      return reply.status(400).send(fail('request.param.err', 'Invalid request parameters', { fields }));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        // The body is refused unread; it is drained so the 413 is not lost to a reset (drain.ts).
        await drainRequest(request.raw);
        return reply.status(413).send(fail('request.body.too.large', 'Request body too large'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.status(415).send(fail('request.media.unsupported', 'Unsupported content type'));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.status(400).send(fail('request.param.err', 'Malformed request body'));
    }
    if (error.statusCode === 429) {
      return reply.status(429).send(fail('too.much.request', 'Too many requests, try again later'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(400).send(fail('request.param.err', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(fail('unknown.system.err', 'System error, please try again'));
  });
}
