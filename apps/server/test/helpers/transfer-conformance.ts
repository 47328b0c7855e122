/**
 * The transfer-wallet API's conformance suite (docs/provider-api.md section 7): what every vendor
 * that keeps its own balance must do when the platform calls it. Point `target` at any vendor's
 * transfer API (the house's in-process, or a third party's over HTTP) and it checks signatures,
 * the replay window, shapes, idempotency, insufficient funds, status and its voiding of unknown
 * ids, and concurrent calls.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { PROVIDER_HEADERS, providerSignedText } from '@mekong/contracts';
import { describe, expect, it } from 'vitest';

export type Answer = {
  status: string;
  balance?: string;
  currency?: string;
  replayed?: boolean;
  reason?: string;
  direction?: string;
  amount?: string;
  playerId?: string;
};
export type Sent = { http: number; body: Answer };
/** Sends a raw body with the given headers to `<base>/<name>`. */
export type TransferTarget = {
  send: (name: string, raw: string, headers: Record<string, string>) => Promise<Sent>;
  secret: () => Promise<string>;
  currency: string;
};

const id = (p: string) => `${p}${randomBytes(8).toString('hex')}`;

/** A signed call, as the platform sends it; `sign` lets a test forge or age the signature. */
export async function signedCall(
  t: TransferTarget,
  name: string,
  body: Record<string, unknown>,
  sign: { secret?: string; timestamp?: number } = {},
): Promise<Sent> {
  const raw = JSON.stringify({ requestId: id('req'), ...body });
  const timestamp = String(sign.timestamp ?? Date.now());
  const signature = createHmac('sha256', sign.secret ?? (await t.secret()))
    .update(providerSignedText(timestamp, name, raw))
    .digest('hex');
  return t.send(name, raw, {
    'content-type': 'application/json',
    [PROVIDER_HEADERS.timestamp]: timestamp,
    [PROVIDER_HEADERS.signature]: signature,
  });
}

export function transferConformance(label: string, target: () => TransferTarget) {
  const call = (name: string, body: Record<string, unknown>, sign?: { secret?: string; timestamp?: number }) =>
    signedCall(target(), name, body, sign);
  const player = () => `${Math.floor(1e9 + Math.random() * 1e9)}`;
  const move = (name: 'deposit' | 'withdraw', playerId: string, amount: string, transactionId = id('MT')) =>
    call(name, { transactionId, playerId, currency: target().currency, amount });
  const balance = async (playerId: string) =>
    (await call('balance', { playerId, currency: target().currency })).body.balance;

  describe(`transfer-wallet conformance: ${label}`, () => {
    it('refuses a forged signature, a timestamp outside the window and a malformed body', async () => {
      const p = player();
      const forged = await call(
        'deposit',
        { transactionId: id('MT'), playerId: p, currency: target().currency, amount: '100' },
        { secret: 'not-the-secret-0123456789' },
      );
      expect(forged).toEqual({ http: 401, body: { status: 'INVALID_SIGNATURE' } });
      const aged = await call(
        'deposit',
        { transactionId: id('MT'), playerId: p, currency: target().currency, amount: '100' },
        { timestamp: Date.now() - 6 * 60_000 },
      );
      expect(aged.http).toBe(401);
      const bad = await call('deposit', { transactionId: id('MT'), playerId: p, amount: '-5' });
      expect(bad.http).toBe(400);
      expect(bad.body.status).toBe('BAD_REQUEST');
      expect(await balance(p)).toBe('0');
    });

    it('deposits once per transactionId and refuses the id reused for another transfer', async () => {
      const p = player();
      const tid = id('MT');
      const first = await move('deposit', p, '5000', tid);
      expect(first.body).toMatchObject({ status: 'SUCCESS', balance: '5000' });
      const again = await move('deposit', p, '5000', tid);
      expect(again.body).toMatchObject({ status: 'SUCCESS', balance: '5000', replayed: true });
      expect((await move('deposit', p, '6000', tid)).body.status).toBe('DUPLICATE_TRANSACTION');
      expect((await move('withdraw', p, '5000', tid)).body.status).toBe('DUPLICATE_TRANSACTION');
      expect((await move('deposit', player(), '5000', tid)).body.status).toBe('DUPLICATE_TRANSACTION');
      expect(await balance(p)).toBe('5000');
    });

    it('withdraws what the player holds and refuses more, the same way on a retry', async () => {
      const p = player();
      await move('deposit', p, '3000');
      const tid = id('MT');
      const short = await move('withdraw', p, '3001', tid);
      expect(short.body).toMatchObject({ status: 'INSUFFICIENT_FUNDS', balance: '3000' });
      expect((await move('withdraw', p, '3001', tid)).body).toMatchObject({ status: 'INSUFFICIENT_FUNDS' });
      expect((await move('withdraw', p, '1000')).body).toMatchObject({ status: 'SUCCESS', balance: '2000' });
      expect(await balance(p)).toBe('2000');
    });

    it('tells what became of a transfer, and voids an id it never saw', async () => {
      const p = player();
      const done = id('MT');
      await move('deposit', p, '700', done);
      expect((await call('status', { transactionId: done })).body).toMatchObject({
        status: 'SUCCESS',
        direction: 'DEPOSIT',
        amount: '700',
        playerId: p,
      });
      const refused = id('MT');
      await move('withdraw', p, '9999', refused);
      expect((await call('status', { transactionId: refused })).body.status).toBe('FAILED');
      const lost = id('MT');
      expect((await call('status', { transactionId: lost })).body.status).toBe('NOT_FOUND');
      // The deposit that was "still on its way" arrives after the platform gave up on it.
      const late = await move('deposit', p, '500', lost);
      expect(late.body.status).not.toBe('SUCCESS');
      expect((await call('status', { transactionId: lost })).body.status).toBe('NOT_FOUND');
      expect(await balance(p)).toBe('700');
    });

    it('never lets concurrent withdrawals take more than the balance, nor one id move twice', async () => {
      const p = player();
      await move('deposit', p, '10000');
      const answers = await Promise.all(Array.from({ length: 8 }, () => move('withdraw', p, '3000')));
      expect(answers.filter((a) => a.body.status === 'SUCCESS')).toHaveLength(3);
      expect(await balance(p)).toBe('1000');
      const tid = id('MT');
      const same = await Promise.all(Array.from({ length: 5 }, () => move('deposit', p, '100', tid)));
      expect(same.every((a) => a.body.status === 'SUCCESS')).toBe(true);
      expect(same.filter((a) => !a.body.replayed)).toHaveLength(1);
      expect(await balance(p)).toBe('1100');
    });
  });
}
