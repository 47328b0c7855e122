import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../platform/config.ts';
import type { Db } from '../../platform/db/index.ts';
import { deposits, merchants, paymentChannels, serverKeys } from '../../platform/db/schema.ts';
import { isPayToken, type PaymentGateway, SIGNATURE_HEADER, sandboxGateway, signSandbox } from './gateway.ts';

/** The sandbox's signing secret: from the environment, else generated once per installation. */
export async function sandboxSecret(db: Db, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  await db
    .insert(serverKeys)
    .values({ id: 'sandbox-gateway', publicKey: '', privateKey: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.id, 'sandbox-gateway'));
  return (row as { privateKey: string }).privateKey;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (minor: bigint) =>
  `${(minor / 100n).toLocaleString('en-US')}.${(minor % 100n).toString().padStart(2, '0')}`;

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#111;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;padding:24px;max-width:360px;width:100%;box-shadow:0 2px 12px #0002}
button{font:inherit;padding:10px 16px;border-radius:8px;border:1px solid #0b5e49;margin-right:8px}
.pay{background:#0b5e49;color:#fff}</style></head><body><main>${body}</main></body></html>`;

/**
 * The payment gateways this server runs, by code. The sandbox (test money) exists only where it
 * is switched on (SANDBOX_GATEWAY, off in production unless set): off, it has no pages, no
 * callback and no channel of it takes orders.
 */
export async function paymentGateways(app: FastifyInstance, db: Db, config: Config) {
  const gateways = new Map<string, PaymentGateway>();
  if (!config.sandboxGateway) return gateways;
  const secret = await sandboxSecret(db, config.sandboxGatewaySecret);
  gateways.set('sandbox', sandboxGateway(secret));
  installSandboxPages(app, db, secret);
  return gateways;
}

const params = z.object({ id: z.coerce.number().int().positive(), token: z.string().max(64) });

/**
 * The order a pay link names, when the link is the one the order's owner received: a deposit of
 * a sandbox channel, with the proof made for its id, merchant and amount. Anything else (a bank
 * transfer, another order's link, a guessed id) is not found.
 */
async function payableOrder(db: Db, secret: string, id: number, token: string) {
  const [order] = await db
    .select({
      merchantId: deposits.merchantId,
      amount: deposits.amount,
      status: deposits.status,
      code: merchants.code,
      gateway: paymentChannels.gateway,
    })
    .from(deposits)
    .innerJoin(merchants, eq(merchants.id, deposits.merchantId))
    .innerJoin(
      paymentChannels,
      and(eq(paymentChannels.id, deposits.channelId), eq(paymentChannels.merchantId, deposits.merchantId)),
    )
    .where(eq(deposits.id, id));
  if (order?.gateway !== 'sandbox') return null;
  return isPayToken(secret, { depositId: id, merchantId: order.merchantId, amount: order.amount }, token)
    ? order
    : null;
}

/**
 * The sandbox gateway's hosted pages, reached only by the pay link the order's owner was given.
 * Paying (or declining) makes the sandbox send its signed callback to the platform's callback
 * endpoint, exactly as an outside gateway would: the page itself settles nothing.
 */
function installSandboxPages(app: FastifyInstance, db: Db, secret: string) {
  const notFound = (reply: FastifyReply) =>
    reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>Payment not found</h1>'));

  app.get('/sandbox-pay/:id/:token', async (request, reply) => {
    const { id, token } = params.parse(request.params);
    const order = await payableOrder(db, secret, id, token);
    if (!order) return notFound(reply);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (order.status !== 'PENDING') {
      return page(
        'Sandbox payment',
        `<h1>Order ${id}</h1><p data-testid="sandbox-status">This order is ${escapeHtml(order.status)}.</p><p><a href="/index">Back to the site</a></p>`,
      );
    }
    return page(
      'Sandbox payment',
      `<h1>Sandbox payment</h1><p>Test gateway: no real money moves.</p>
<p>Order <strong>${id}</strong><br>Amount <strong data-testid="sandbox-amount">${money(order.amount)}</strong></p>
<form method="post" action="/sandbox-pay/${id}/${escapeHtml(token)}"><button class="pay" name="result" value="PAID" data-testid="sandbox-pay">Pay</button>
<button name="result" value="FAILED" data-testid="sandbox-decline">Decline</button></form>`,
    );
  });

  app.post('/sandbox-pay/:id/:token', async (request, reply) => {
    const { id, token } = params.parse(request.params);
    const result = (request.body as { result?: string } | undefined)?.result === 'PAID' ? 'PAID' : 'FAILED';
    const order = await payableOrder(db, secret, id, token);
    if (!order) return notFound(reply);
    const body = {
      txId: `sbx-${randomBytes(8).toString('hex')}`,
      orderId: id,
      amount: order.amount.toString(),
      status: result,
    };
    const raw = JSON.stringify(body);
    // The sandbox delivers its callback through the platform's own HTTP stack, signature and all.
    const res = await app.inject({
      method: 'POST',
      url: '/wps/payment/callback/sandbox',
      headers: {
        'content-type': 'application/json',
        merchant: order.code,
        [SIGNATURE_HEADER]: signSandbox(secret, raw),
      },
      payload: raw,
    });
    // The order's state after the callback, so a second click on a paid order still says paid.
    const [after] = await db.select({ status: deposits.status }).from(deposits).where(eq(deposits.id, id));
    const paid = res.statusCode === 200 && result === 'PAID' && after?.status === 'PAID';
    return reply.redirect(`/index?deposit=${id}&result=${paid ? 'paid' : 'failed'}`, 303);
  });
}
