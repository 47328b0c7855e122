import { importPublicKey, type SealKey, seal } from '@mekong/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { ledgerAccounts, merchants } from '../src/platform/db/schema.ts';
import { loginToken, makeMember, sealedCall, setMember } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { channels, fund, operatorToken, player } from './helpers/money.ts';
import { secondServer } from './helpers/second-server.ts';

/**
 * Two server processes on one database, hammered at once. On PostgreSQL the second is a real
 * child process; on the embedded PGlite (one process only) it is a second app on the same file.
 */
let database: Database;
let a: App;
let second: Awaited<ReturnType<typeof secondServer>>;
const urls: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  a = await testApp(database, { rateLimitMax: 100_000 });
  await a.listen({ port: 0, host: '127.0.0.1' });
  urls.push(`http://127.0.0.1:${(a.server.address() as { port: number }).port}`);
  second = await secondServer(database);
  urls.push(second.url);
});
afterAll(async () => {
  await second.close();
  await a.close();
  await database.close();
});

let key: SealKey | null = null;
async function call(
  i: number,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  sealed: boolean,
) {
  let payload = body;
  const h: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (sealed) {
    const published = (await (await fetch(`${urls[0]}/wps/system/publicKey`, { headers })).json()) as {
      value: { publicKey: string };
    };
    key ??= await importPublicKey(published.value.publicKey);
    const s = await seal(key, body);
    payload = s.body;
    h.encryption = s.encryption;
  }
  const res = await fetch(`${urls[i % urls.length]}${url}`, { method, headers: h, body: JSON.stringify(payload) });
  return {
    status: res.status,
    json: (await res.json()) as { success: boolean; errorCode: string | null; value: Record<string, unknown> },
  };
}

describe('money under concurrency', () => {
  it('200 simultaneous debits, withdrawals and transfers from two processes never overdraw, lose or create money', async () => {
    const m = await createMerchant(database);
    await database.db
      .update(merchants)
      .set({ walletMode: 'transfer', withdrawDailyCount: 1000, withdrawDailyMax: 10n ** 12n })
      .where(eq(merchants.id, m.id));
    const op = { ...m.headers, authorization: (await operatorToken(a, m.headers, m.id)).token };
    const agent = await makeMember(a, m.id, { type: 1 });
    const p = await player(a, m.headers, m.id);
    await setMember(a, p.member.id, { uplineId: agent.id });
    await fund(a, p.auth, op, (await channels(a, m.id)).bank.id, '50000');
    const card = await sealedCall(a, {
      method: 'PUT',
      url: '/wps/member/bankCard',
      headers: p.auth,
      payload: { bankName: 'ABA', accountNumber: `3${p.member.id}7654321`, accountName: 'Sok Dara' },
    });
    const cardId = card.json().value.id;
    // Each request debits the main wallet: 1.00 into a game wallet, a 10.00 withdrawal, 0.50 to the upline.
    const ops = Array.from({ length: 200 }, (_, i) => {
      const kind = i % 3;
      if (kind === 0)
        return {
          amount: 100n,
          run: () =>
            call(
              i,
              'POST',
              '/wps/relay/GCS_walletTransfer',
              p.auth,
              { vendorCode: 'HOUSE', direction: 'IN', amount: '100', idempotencyKey: `c-${i}-aaaa` },
              false,
            ),
        };
      if (kind === 1)
        return {
          amount: 1000n,
          run: () =>
            call(
              i,
              'PUT',
              '/wps/transaction/withdraw',
              p.auth,
              { bankAccountId: cardId, amount: '1000', paymentPassword: '123456', idempotencyKey: `w-${i}-aaaa` },
              true,
            ),
        };
      return {
        amount: 50n,
        run: () =>
          call(
            i,
            'POST',
            '/wps/member/transferUpline',
            p.auth,
            { amount: '50', paymentPassword: '123456', idempotencyKey: `u-${i}-aaaa` },
            true,
          ),
      };
    });
    const results = await Promise.all(ops.map((o) => o.run()));
    const applied = ops.filter((_, i) => results[i]?.json.success).reduce((s, o) => s + o.amount, 0n);
    for (const r of results) if (!r.json.success) expect(r.json.errorCode).toBe('account.balance.not.enough');
    expect(results.some((r) => !r.json.success)).toBe(true);

    const [main] = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.memberId} = ${p.member.id} and ${ledgerAccounts.kind} = 'main'`);
    expect(main?.balance).toBe(50000n - applied);
    expect(main?.balance).toBeGreaterThanOrEqual(0n);
    const [total] = await database.db
      .execute<{ s: string }>(sql`select coalesce(sum(amount), 0)::text as s from ledger_postings`)
      .then((r) => (r as unknown as { rows: { s: string }[] }).rows ?? r);
    expect(total?.s).toBe('0');

    // Replaying every request with its key applies nothing more.
    const replays = await Promise.all(ops.map((o, i) => (results[i]?.json.success ? o.run() : null)));
    for (const r of replays) if (r) expect(r.json.success).toBe(true);
    const [again] = await database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.memberId} = ${p.member.id} and ${ledgerAccounts.kind} = 'main'`);
    expect(again?.balance).toBe(main?.balance);
    expect(await loginToken(a, m.headers, agent)).toEqual(expect.any(String));
  });
});
