import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/index.ts';
import { deposits, merchants, serverKeys } from '../../platform/db/schema.ts';
import { SIGNATURE_HEADER, signSandbox } from './gateway.ts';

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
 * The sandbox gateway's hosted pages. Paying (or declining) makes the sandbox send its signed
 * callback to the platform's callback endpoint, exactly as an outside gateway would.
 */
export function installSandboxPages(app: FastifyInstance, db: Db, secret: string) {
  const params = z.object({ id: z.coerce.number().int().positive() });

  app.get('/sandbox-pay/:id', async (request, reply) => {
    const { id } = params.parse(request.params);
    const [order] = await db.select().from(deposits).where(eq(deposits.id, id));
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!order) return reply.status(404).send(page('Not found', '<h1>Payment not found</h1>'));
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
<form method="post" action="/sandbox-pay/${id}"><button class="pay" name="result" value="PAID" data-testid="sandbox-pay">Pay</button>
<button name="result" value="FAILED" data-testid="sandbox-decline">Decline</button></form>`,
    );
  });

  app.post('/sandbox-pay/:id', async (request, reply) => {
    const { id } = params.parse(request.params);
    const result = (request.body as { result?: string } | undefined)?.result === 'PAID' ? 'PAID' : 'FAILED';
    const [order] = await db
      .select({ amount: deposits.amount, code: merchants.code })
      .from(deposits)
      .innerJoin(merchants, eq(merchants.id, deposits.merchantId))
      .where(eq(deposits.id, id));
    if (!order)
      return reply.status(404).type('text/html; charset=utf-8').send(page('Not found', '<h1>Payment not found</h1>'));
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
    const ok = res.statusCode === 200;
    return reply.redirect(`/index?deposit=${id}&result=${ok && result === 'PAID' ? 'paid' : 'failed'}`, 303);
  });
}
