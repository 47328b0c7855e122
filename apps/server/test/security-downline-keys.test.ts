/**
 * An agent's account opening under a key (issue 15, keys before rules): a resend answers the
 * first opening though its name is taken by then (by that opening); two sends at once open one
 * account; another opening under the key is refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { agentContracts, members } from '../src/platform/db/schema.ts';
import { sealedCall } from './helpers/accounts.ts';
import { newAgent } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const open = (auth: Record<string, string>, payload: Record<string, unknown>) =>
  sealedCall(app, { url: '/wps/agent/downline', headers: auth, payload });
const salary = { kind: 'DAILY_SALARY', terms: { tiers: [{ validBet: '100000', activeMembers: 3, rate: 100 }] } };

describe('account opening under a key', () => {
  it('a resend after its name was taken by it answers the first opening and opens nothing more', async () => {
    const agent = await newAgent(app, m.headers, m.id);
    const username = uniqueCode('k').slice(0, 12);
    const body = { username, accountType: 'PLAYER', contracts: [salary], idempotencyKey: uniqueCode('open') };
    // Sent twice at once: one account, both told it; its one-time password only by the send that
    // opened it (the other answers the stored opening, which never holds a password).
    const both = await Promise.all([open(agent.auth, body), open(agent.auth, body)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const answers = both.map((r) => r.json().value);
    expect(answers.filter((a) => typeof a.temporaryPassword === 'string')).toHaveLength(1);
    const [first, again] = answers.map(({ temporaryPassword: _once, ...rest }) => rest);
    expect(again).toEqual(first);
    expect(first).toMatchObject({ account: username, mustChangePassword: true, contracts: [{ status: 'PENDING' }] });

    const resent = await open(agent.auth, body);
    expect([resent.statusCode, resent.json().value]).toEqual([200, first]);
    // Without the key the rules answer (the name is taken); another opening under the key is refused.
    expect((await open(agent.auth, { ...body, idempotencyKey: undefined })).json().errorCode).toBe(
      'exists.username.err',
    );
    const other = await open(agent.auth, { ...body, username: uniqueCode('k').slice(0, 12), contracts: [] });
    expect([other.statusCode, other.json().errorCode]).toEqual([409, 'idempotency.key.reused']);

    const opened = await database.db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, m.id), eq(members.uplineId, agent.member.id)));
    expect(opened.map((x) => x.account)).toEqual([username]);
    expect(await database.db.select().from(agentContracts).where(eq(agentContracts.memberId, first.id))).toHaveLength(
      1,
    );
  });
});
