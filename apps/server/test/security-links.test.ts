/**
 * Links the server hands out are built from the merchant's configured domains, never from the
 * Host header a client chose (docs/security.md, "links").
 */
import { describe, expect, it } from 'vitest';
import { createMerchant, uniqueCode } from './helpers/app.ts';
import { catalogueSuite } from './helpers/catalogue.ts';
import { channels, player } from './helpers/money.ts';

const { s, get, signedIn, gameId, launch } = catalogueSuite();

describe('links come from the merchant domains', () => {
  it('a game launch with a forged Host still points at the merchant site', async () => {
    const p = await signedIn();
    const res = await launch({ ...p.auth, host: 'evil.example' }, `gameId=${await gameId('mekong-fortune')}`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().value.content.game_url);
    expect(url.origin).toBe(`https://${s.m.code}.test`);
  });

  it('a configured domain in Host is kept, over https; a loopback domain keeps its port and scheme', async () => {
    const code = uniqueCode();
    const m = await createMerchant(s.database, {
      code,
      domains: [`${code}.test`, `www.${code}.test`, `${code}.localhost`],
    });
    const p = await signedIn(m);
    const id = await gameId('golden-dragon');
    const www = await launch({ ...p.auth, host: `www.${code}.test` }, `gameId=${id}`);
    expect(new URL(www.json().value.content.game_url).origin).toBe(`https://www.${code}.test`);
    const dev = await launch({ ...p.auth, host: `${code}.localhost:5173` }, `gameId=${id}`);
    expect(new URL(dev.json().value.content.game_url).origin).toBe(`http://${code}.localhost:5173`);
  });

  it('a sandbox pay link with a forged Host still points at the merchant site', async () => {
    const p = await player(s.app, s.m.headers, s.m.id);
    const { gateway } = await channels(s.app, s.m.id);
    const res = await s.app.inject({
      method: 'PUT',
      url: '/wps/transaction/deposit',
      headers: { ...p.auth, host: 'evil.example' },
      payload: { channelId: gateway.id, amount: '5000' },
    });
    expect(res.statusCode).toBe(200);
    expect(new URL(res.json().value.payUrl).origin).toBe(`https://${s.m.code}.test`);
  });

  it('the system status names the merchant site, not the forged Host', async () => {
    const res = await get('/wps/system/status', { ...s.m.headers, host: 'evil.example:8080' });
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json().value)).not.toContain('evil.example');
  });
});
