import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import type { Database } from '../src/platform/db/index.ts';
import { members, memberTree, merchantModules, merchants } from '../src/platform/db/schema.ts';
import { makeMember, sealedCall, setMember } from './helpers/accounts.ts';
import { newAgent, team } from './helpers/agents.ts';
import { createMerchant, openTestDatabase, testApp, uniqueCode } from './helpers/app.ts';
import { player } from './helpers/money.ts';

let database: Database;
let app: App;
let m: Awaited<ReturnType<typeof createMerchant>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await testApp(database);
  m = await createMerchant(database);
  await database.db
    .update(merchants)
    .set({ registerRules: { captcha: { enabled: false } } })
    .where(eq(merchants.id, m.id));
  await database.db.insert(merchantModules).values({ merchantId: m.id, modId: 'GEETEST3', enabled: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The chain above a member, nearest first, as account names: read from the closure table only. */
async function chainAbove(memberId: number) {
  const rows = await database.db
    .select({ account: members.account, depth: memberTree.depth })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.ancestorId))
    .where(eq(memberTree.descendantId, memberId))
    .orderBy(memberTree.depth);
  return rows.map((r) => `${r.depth}:${r.account}`);
}

describe('the agent tree', () => {
  it('puts a member registered with an invitation code below the agent, with the whole chain above', async () => {
    const top = await newAgent(app, m.headers, m.id);
    const sub = await newAgent(app, m.headers, m.id, top.member.id);
    const [subRow] = await database.db.select().from(members).where(eq(members.id, sub.member.id));
    const username = uniqueCode('u').slice(0, 12);
    const res = await sealedCall(app, {
      method: 'PUT',
      url: '/wps/member/register',
      headers: m.headers,
      payload: {
        username,
        password: 'abc12345',
        confirmPassword: 'abc12345',
        ageConfirmed: true,
        termsAccepted: true,
        affiliateCode: subRow?.affiliateCode,
      },
    });
    expect(res.json()).toMatchObject({ success: true });
    expect(await chainAbove(res.json().value.id)).toEqual([`1:${sub.member.account}`, `2:${top.member.account}`]);
  });

  it('moves a member with its whole team, and refuses a cycle or an upline of another merchant', async () => {
    const t = await team(app, m.headers, m.id);
    // sub (with deep below) moves from top to outsider.
    await setMember(app, t.sub.member.id, { uplineId: t.outsider.member.id });
    expect(await chainAbove(t.deep.id)).toEqual([`1:${t.sub.member.account}`, `2:${t.outsider.member.account}`]);
    const underTop = await database.db.select().from(memberTree).where(eq(memberTree.ancestorId, t.top.member.id));
    expect(underTop.map((r) => r.descendantId)).toEqual([t.direct.id]);
    // outsider below deep would make a loop.
    await expect(setMember(app, t.outsider.member.id, { uplineId: t.deep.id })).rejects.toThrow();
    expect(await chainAbove(t.outsider.member.id)).toEqual([]);
    const other = await createMerchant(database);
    const foreign = await makeMember(app, other.id);
    await expect(setMember(app, t.direct.id, { uplineId: foreign.id })).rejects.toThrow();
    // Cut loose: no uplines left, and its own team stays below it.
    await setMember(app, t.sub.member.id, { uplineId: null });
    expect(await chainAbove(t.sub.member.id)).toEqual([]);
    expect(await chainAbove(t.deep.id)).toEqual([`1:${t.sub.member.account}`]);
  });

  it('is rebuilt from upline_id alone by the migration’s backfill', async () => {
    const t = await team(app, m.headers, m.id);
    const ids = [t.top, t.sub, t.outsider].map((a) => a.member.id).concat(t.direct.id, t.deep.id, t.stranger.id);
    const before = await database.db.select().from(memberTree).where(inArray(memberTree.descendantId, ids));
    await database.db.delete(memberTree).where(inArray(memberTree.descendantId, ids));
    const migration = fs.readFileSync(path.resolve(import.meta.dirname, '../drizzle/0014_agent_tree.sql'), 'utf8');
    const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';
    expect(backfill).toContain('with recursive');
    await database.db.execute(sql.raw(backfill));
    const after = await database.db.select().from(memberTree).where(inArray(memberTree.descendantId, ids));
    const key = (r: { ancestorId: number; descendantId: number; depth: number }) =>
      `${r.ancestorId}>${r.descendantId}@${r.depth}`;
    expect(after.map(key).sort()).toEqual(before.map(key).sort());
    expect(before).toHaveLength(5);
  });
});

describe('the agent centre’s door', () => {
  const reads = [
    '/wps/agent/team/overview',
    '/wps/agent/team/members',
    '/wps/agent/team/bets',
    '/wps/agent/team/profit',
  ];

  it('turns away players with agent.not.agent, and the signed-out with 401', async () => {
    const p = await player(app, m.headers, m.id);
    for (const url of reads) {
      const res = await app.inject({ url, headers: p.auth });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorCode, url).toBe('agent.not.agent');
      expect((await app.inject({ url, headers: m.headers })).statusCode, url).toBe(401);
    }
    const sealed = {
      '/wps/agent/downline': { username: uniqueCode('d'), accountType: 'PLAYER' },
      '/wps/agent/transfer': { account: p.member.account, amount: '100', paymentPassword: '123456' },
    };
    for (const [url, payload] of Object.entries(sealed)) {
      const res = await sealedCall(app, { url, headers: p.auth, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errorCode, url).toBe('agent.not.agent');
    }
    // An agent whose account is not an agent any more is turned away at once.
    const demoted = await newAgent(app, m.headers, m.id);
    await setMember(app, demoted.member.id, { type: 0 });
    expect((await app.inject({ url: reads[0] ?? '', headers: demoted.auth })).json().errorCode).toBe('agent.not.agent');
  });

  it('answers the same 404 for a member above, beside, of another merchant, or that does not exist', async () => {
    const t = await team(app, m.headers, m.id);
    const other = await createMerchant(database);
    const foreign = await makeMember(app, other.id);
    const [last] = await database.db.select({ id: sql<number>`max(id)::int` }).from(members);
    const strangers = [t.top.member.id, t.outsider.member.id, t.stranger.id, foreign.id, (last?.id ?? 0) + 1000];
    const answers = new Set<string>();
    for (const id of strangers) {
      for (const url of [
        `/wps/agent/team/members/${id}`,
        `/wps/agent/team/members?uplineId=${id}`,
        `/wps/agent/team/profit?uplineId=${id}`,
      ]) {
        const res = await app.inject({ url, headers: t.sub.auth });
        expect(res.statusCode, `${url} (${id})`).toBe(404);
        answers.add(res.body);
      }
      const pay = await sealedCall(app, {
        url: '/wps/agent/transfer',
        headers: t.sub.auth,
        payload: { memberId: id, amount: '100', paymentPassword: '123456' },
      });
      expect(pay.statusCode).toBe(404);
      answers.add(pay.body);
    }
    expect([...answers].map((b) => JSON.parse(b).errorCode)).toEqual(['agent.member.not.found']);
    expect(answers.size).toBe(1);
    // The team itself is reachable.
    expect((await app.inject({ url: `/wps/agent/team/members/${t.deep.id}`, headers: t.sub.auth })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ url: `/wps/agent/team/members/${t.deep.id}`, headers: t.top.auth })).statusCode).toBe(
      200,
    );
  });
});
