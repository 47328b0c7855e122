/**
 * Identity checks: a player sends documents (png, jpg or pdf judged by their bytes, 5 MB at most),
 * operators review them in a queue and decide the level (VERIFIED needs an adult's birth date), the
 * player sees each decision, and a brand can require a level to withdraw.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { auditLog, merchants } from '../src/platform/db/schema.ts';
import { sealedCall } from './helpers/accounts.ts';
import { createMerchant, openTestDatabase, testApp } from './helpers/app.ts';
import { channels, operatorToken, player, withdrawingPlayer } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;
let risk: Record<string, string>;

const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(64, 2)]);
type Auth = Record<string, string>;
const send = (auth: Auth, kind: string, bytes: Buffer) =>
  app.inject({
    method: 'POST',
    url: '/wps/member/kyc/documents',
    headers: auth,
    payload: { kind, file: bytes.toString('base64') },
  });
const decide = (headers: Auth, memberId: number, body: object) =>
  app.inject({ method: 'POST', url: `/wps/operator/kyc/${memberId}/decision`, headers, payload: body });
const yearsAgo = (n: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  risk = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'risk')).token };
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('identity checks', () => {
  it('a player sends an ID and a proof of address; risk opens them and verifies an adult', async () => {
    const p = await player(app, m.headers, m.id);
    expect((await send(p.auth, 'ID_FRONT', png)).statusCode).toBe(200);
    const sent = await send(p.auth, 'ADDRESS', pdf);
    expect(sent.json().value).toMatchObject({ level: 'NONE', documents: [{ kind: 'ADDRESS', status: 'PENDING' }, {}] });

    const queue = (await app.inject({ url: '/wps/operator/kyc', headers: risk })).json().value;
    const mine = queue.list.filter((d: { memberId: number }) => d.memberId === p.member.id);
    expect(mine.map((d: { kind: string }) => d.kind)).toEqual(['ID_FRONT', 'ADDRESS']);
    const file = await app.inject({ url: `/wps/operator/uploads/${mine[1].file}`, headers: risk });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const minor = await decide(risk, p.member.id, { approve: true, level: 'VERIFIED', birthDate: yearsAgo(17) });
    expect(minor.json().errorCode).toBe('kyc.underage');
    const done = await decide(risk, p.member.id, { approve: true, level: 'VERIFIED', birthDate: yearsAgo(30) });
    expect(done.json().value).toMatchObject({
      level: 'VERIFIED',
      documents: [{ status: 'APPROVED' }, { status: 'APPROVED' }],
    });
    expect((await app.inject({ url: '/wps/member/kyc', headers: p.auth })).json().value.level).toBe('VERIFIED');
    const [line] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.merchantId, m.id), eq(auditLog.action, 'kyc.approve')));
    expect(line?.details).toMatchObject({
      memberId: p.member.id,
      before: { level: 'NONE' },
      after: { level: 'VERIFIED' },
    });
    expect((await decide(risk, p.member.id, { approve: false, reason: 'again' })).json().errorCode).toBe(
      'kyc.nothing.pending',
    );
  });

  it('a rejection gives the player its reason; an unknown kind of document is refused', async () => {
    const p = await player(app, m.headers, m.id);
    expect((await send(p.auth, 'PASSPORT', png)).statusCode).toBe(400);
    expect((await app.inject({ url: '/wps/member/kyc', headers: p.auth })).json().value.documents).toEqual([]);
    await send(p.auth, 'SELFIE', png);
    expect((await decide(risk, p.member.id, { approve: false, reason: '' })).statusCode).toBe(400);
    await decide(risk, p.member.id, { approve: false, reason: 'The face is not visible.' });
    const mine = (await app.inject({ url: '/wps/member/kyc', headers: p.auth })).json().value;
    expect(mine).toMatchObject({
      level: 'NONE',
      documents: [{ status: 'REJECTED', reason: 'The face is not visible.' }],
    });
  });

  it('a file of the wrong type, one too large and an empty one are refused each with its own code', async () => {
    const p = await player(app, m.headers, m.id);
    const refused = async (bytes: Buffer | string, code: string, status: number) => {
      const res =
        typeof bytes === 'string'
          ? await app.inject({
              method: 'POST',
              url: '/wps/member/kyc/documents',
              headers: p.auth,
              payload: { kind: 'SELFIE', file: bytes },
            })
          : await send(p.auth, 'SELFIE', bytes);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errorCode).toBe(code);
    };
    // Judged by the bytes: a gif, text, or a png's signature cut short are not documents.
    await refused(Buffer.from('GIF89a not allowed'), 'kyc.file.type', 415);
    await refused(Buffer.from('just some text, named id.png by its sender'), 'kyc.file.type', 415);
    await refused(png.subarray(0, 6), 'kyc.file.type', 415);
    // Over 5 MB by one byte, whatever its type.
    await refused(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length + 1)]), 'kyc.file.large', 413);
    await refused(Buffer.concat([pdf, Buffer.alloc(5 * 1024 * 1024)]), 'kyc.file.large', 413);
    // Base64 of nothing.
    await refused('====', 'kyc.file.empty', 400);
    expect((await app.inject({ url: '/wps/member/kyc', headers: p.auth })).json().value.documents).toEqual([]);

    // Exactly 5 MB of a real jpg's bytes is taken.
    const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5 * 1024 * 1024 - 4, 3)]);
    expect((await send(p.auth, 'SELFIE', jpg)).statusCode).toBe(200);
  });

  it('a brand that asks for verification refuses withdrawals until the player is verified', async () => {
    const brand = await createMerchant(database);
    await database.db.update(merchants).set({ kycWithdrawLevel: 'VERIFIED' }).where(eq(merchants.id, brand.id));
    const finance = { ...brand.headers, authorization: (await operatorToken(app, brand.headers, brand.id)).token };
    const reviewer = {
      ...brand.headers,
      authorization: (await operatorToken(app, brand.headers, brand.id, 'risk')).token,
    };
    const p = await withdrawingPlayer(app, brand.headers, brand.id, finance, (await channels(app, brand.id)).bank.id);
    const withdraw = () =>
      sealedCall(app, {
        method: 'PUT',
        url: '/wps/transaction/withdraw',
        headers: p.auth,
        payload: { bankAccountId: p.cardId, amount: '10000', paymentPassword: '123456' },
      });
    expect((await withdraw()).json()).toMatchObject({ errorCode: 'kyc.level.required', value: { level: 'VERIFIED' } });
    await send(p.auth, 'ID_FRONT', png);
    await decide(reviewer, p.member.id, { approve: true, level: 'VERIFIED', birthDate: yearsAgo(40) });
    expect((await withdraw()).statusCode).toBe(200);
  });

  it('a brand’s deposit rule asks for verification once deposits would pass its total', async () => {
    const brand = await createMerchant(database);
    const admin = {
      ...brand.headers,
      authorization: (await operatorToken(app, brand.headers, brand.id, 'admin')).token,
    };
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: '/wps/operator/merchant/settings', headers: admin, payload });
    expect((await patch({ limitCoolingOffHours: 0 })).statusCode).toBe(400);
    const set = await patch({ kycDepositTotal: '50000', kycDepositLevel: 'VERIFIED', limitCoolingOffHours: 48 });
    expect(set.json().value).toMatchObject({
      kycDepositTotal: '50000',
      kycDepositLevel: 'VERIFIED',
      limitCoolingOffHours: 48,
    });
    const reviewer = {
      ...brand.headers,
      authorization: (await operatorToken(app, brand.headers, brand.id, 'risk')).token,
    };
    const p = await player(app, brand.headers, brand.id);
    const bank = (await channels(app, brand.id)).bank.id;
    const deposit = (amount: string) =>
      app.inject({
        method: 'PUT',
        url: '/wps/transaction/deposit',
        headers: p.auth,
        payload: { channelId: bank, amount },
      });
    expect((await deposit('40000')).statusCode).toBe(200);
    expect((await deposit('20000')).json()).toMatchObject({
      errorCode: 'kyc.level.required',
      value: { level: 'VERIFIED' },
    });
    await send(p.auth, 'ID_FRONT', png);
    await decide(reviewer, p.member.id, { approve: true, level: 'VERIFIED', birthDate: yearsAgo(25) });
    expect((await deposit('20000')).statusCode).toBe(200);
  });

  it('orders sent at once cannot pass the deposit rule’s total together', async () => {
    const brand = await createMerchant(database);
    const admin = {
      ...brand.headers,
      authorization: (await operatorToken(app, brand.headers, brand.id, 'admin')).token,
    };
    const set = await app.inject({
      method: 'PATCH',
      url: '/wps/operator/merchant/settings',
      headers: admin,
      payload: { kycDepositTotal: '50000', kycDepositLevel: 'VERIFIED' },
    });
    expect(set.statusCode).toBe(200);
    const p = await player(app, brand.headers, brand.id);
    const bank = (await channels(app, brand.id)).bank.id;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.inject({
          method: 'PUT',
          url: '/wps/transaction/deposit',
          headers: p.auth,
          payload: { channelId: bank, amount: '30000' },
        }),
      ),
    );
    const codes = answers.map((a) => a.json().errorCode ?? 'ok');
    expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
    expect(codes.filter((c) => c !== 'ok').every((c) => c === 'kyc.level.required')).toBe(true);
  });

  it('finance cannot decide, and another brand never sees the documents or the player', async () => {
    const p = await player(app, m.headers, m.id);
    await send(p.auth, 'ID_BACK', png);
    const finance = { ...m.headers, authorization: (await operatorToken(app, m.headers, m.id, 'finance')).token };
    expect((await decide(finance, p.member.id, { approve: false, reason: 'not mine' })).statusCode).toBe(403);
    // Nor open the files: identity documents are for the roles that review them.
    const [doc] = (await app.inject({ url: '/wps/operator/kyc', headers: risk }))
      .json()
      .value.list.filter((d: { memberId: number }) => d.memberId === p.member.id);
    const file = await app.inject({ url: `/wps/operator/uploads/${doc.file}`, headers: finance });
    expect(file.statusCode).toBe(403);
    expect(file.json().errorCode).toBe('operator.forbidden');
    expect((await app.inject({ url: `/wps/operator/uploads/${doc.file}`, headers: risk })).statusCode).toBe(200);
    const other = await createMerchant(database);
    const outsider = {
      ...other.headers,
      authorization: (await operatorToken(app, other.headers, other.id, 'risk')).token,
    };
    expect((await decide(outsider, p.member.id, { approve: false, reason: 'not mine' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/wps/operator/kyc', headers: outsider })).json().value.total).toBe(0);
  });
});
