/**
 * Payouts players reported as partly or not received: the back office's queue with what the
 * player said and their proof images, and the follow-up that closes a report once, audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog } from '../src/platform/db/schema.ts';
import { sealedCall } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { channels, operatorToken, withdrawingPlayer } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let finance: Record<string, string>;
let bankChannel: number;

const as = async (role: Parameters<typeof operatorToken>[3], merchant = m) => ({
  ...merchant.headers,
  authorization: (await operatorToken(app, merchant.headers, merchant.id, role)).token,
});
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A payout approved by finance and then reported by its player. */
async function reportedPayout(report: Record<string, unknown>) {
  const p = await withdrawingPlayer(app, m.headers, m.id, finance, bankChannel);
  const made = await sealedCall(app, {
    method: 'PUT',
    url: '/wps/transaction/withdraw',
    headers: p.auth,
    payload: { bankAccountId: p.cardId, amount: '30000', paymentPassword: '123456' },
  });
  const id = made.json().value.id as number;
  await app.inject({ method: 'POST', url: `/wps/operator/withdrawals/${id}/approve`, headers: finance });
  const said = await app.inject({
    method: 'POST',
    url: `/wps/transaction/withdraw/${id}/confirm`,
    headers: p.auth,
    payload: report,
  });
  expect(said.statusCode).toBe(200);
  return { id, player: p };
}
const queue = async (headers: Record<string, string>, state = 'open') =>
  (await app.inject({ url: `/wps/operator/withdrawals/reports?state=${state}`, headers })).json().value as {
    total: number;
    list: { id: number; confirmation: string; receivedAmount: string | null; proofs: string[]; note: string | null }[];
  };

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  finance = await as('finance');
  bankChannel = (await channels(app, m.id)).bank.id;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('payout reports', () => {
  it('lists partly and not received payouts with what the player said, and their proofs can be opened', async () => {
    const partly = await reportedPayout({ result: 'PARTIAL', receivedAmount: '20000' });
    const missing = await reportedPayout({ result: 'NOT_RECEIVED', images: [png.toString('base64')] });
    const received = await reportedPayout({ result: 'RECEIVED' });
    const support = await as('support');
    const open = await queue(support);
    const ids = open.list.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([partly.id, missing.id]));
    expect(ids).not.toContain(received.id);
    expect(open.list.find((r) => r.id === partly.id)).toMatchObject({
      confirmation: 'PARTIAL',
      receivedAmount: '20000',
    });
    const proof = open.list.find((r) => r.id === missing.id)?.proofs[0];
    expect(proof).toBeTruthy();
    const image = await app.inject({ url: `/wps/operator/uploads/${proof}`, headers: support });
    expect(image.statusCode).toBe(200);
  });

  it('a follow-up closes a report once, with a note, audited; support reads but cannot close', async () => {
    const { id } = await reportedPayout({ result: 'PARTIAL', receivedAmount: '1000' });
    const support = await as('support');
    const denied = await app.inject({
      method: 'POST',
      url: `/wps/operator/withdrawals/${id}/report-resolve`,
      headers: support,
      payload: { note: 'bank confirms the full amount' },
    });
    expect(denied.statusCode).toBe(403);
    const short = await app.inject({
      method: 'POST',
      url: `/wps/operator/withdrawals/${id}/report-resolve`,
      headers: finance,
      payload: { note: 'ok' },
    });
    expect(short.statusCode).toBe(400);

    const admin = await as('admin');
    const both = await Promise.all(
      [finance, admin].map((headers) =>
        app.inject({
          method: 'POST',
          url: `/wps/operator/withdrawals/${id}/report-resolve`,
          headers,
          payload: { note: 'bank confirms the full amount' },
        }),
      ),
    );
    expect(both.map((r) => r.json().errorCode).sort()).toEqual(['payout.report.resolved', null].sort());
    expect((await queue(finance)).list.some((r) => r.id === id)).toBe(false);
    expect((await queue(finance, 'resolved')).list.find((r) => r.id === id)).toMatchObject({
      note: 'bank confirms the full amount',
    });
    const lines = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'withdrawal.report.resolve')));
    expect(lines.filter((l) => (l.details as { withdrawalId?: number }).withdrawalId === id)).toHaveLength(1);
  });

  it('a payout that was not reported, or is another brand’s, cannot be closed', async () => {
    const received = await reportedPayout({ result: 'RECEIVED' });
    const res = await app.inject({
      method: 'POST',
      url: `/wps/operator/withdrawals/${received.id}/report-resolve`,
      headers: finance,
      payload: { note: 'nothing to follow' },
    });
    expect(res.statusCode).toBe(404);
    const partly = await reportedPayout({ result: 'PARTIAL', receivedAmount: '500' });
    const other = await createMerchant(database);
    const outsider = await as('finance', other);
    const cross = await app.inject({
      method: 'POST',
      url: `/wps/operator/withdrawals/${partly.id}/report-resolve`,
      headers: outsider,
      payload: { note: 'not mine to close' },
    });
    expect(cross.statusCode).toBe(404);
    expect((await queue(outsider)).total).toBe(0);
  });
});
