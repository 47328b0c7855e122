import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The portal's security headers (CSP, HSTS, frame and sniffing rules), chosen by helmet. With
 * static directives helmet's answer never changes, so it is asked once at start and the result
 * is set on every reply: the Fastify plugin rebuilt helmet for each request, a twentieth of a
 * debit's server time.
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, collect as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  // helmet runs its steps synchronously; a directive computed per request would break that.
  if (!finished) throw new Error('security headers must not depend on the request');
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
