import type { FastifyRequest } from 'fastify';
import type { MerchantContext } from './merchant-repository.ts';

/** Names that only ever reach this machine, where a development server's port is part of the site. */
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/;

/**
 * The origin of the merchant's own site for links the server hands out (reset e-mails, payment
 * and game pages). The Host header is the client's choice, so it is used only when it names one of
 * the merchant's configured domains; anything else gets the merchant's first listed domain. A port
 * and plain http survive only on loopback names (a development server); a public domain is
 * reached over https on its default port, whatever scheme the hop before us spoke.
 */
export function siteOrigin(
  request: Pick<FastifyRequest, 'hostname' | 'port' | 'protocol'>,
  merchant: Pick<MerchantContext, 'domains'>,
): string {
  const host = request.hostname.toLowerCase();
  const configured = merchant.domains.some((d) => d.domain === host);
  if (configured && LOOPBACK.test(host)) {
    const port = request.port ? `:${request.port}` : '';
    return `${request.protocol}://${host}${port}`;
  }
  if (configured) return `https://${host}`;
  const fallback = merchant.domains.find((d) => d.listed && !LOOPBACK.test(d.domain)) ?? merchant.domains[0];
  if (!fallback) throw new Error('A merchant needs a configured domain to build links');
  return LOOPBACK.test(fallback.domain) ? `http://${fallback.domain}` : `https://${fallback.domain}`;
}
