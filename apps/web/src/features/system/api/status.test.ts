import type { SystemStatus } from '@mekong/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { fetchSystemStatus } from './status.ts';

const status = (name: string) => ({ maintenance: false, info: { brand: { name } } }) as unknown as SystemStatus;
const served = status('asked by the app');
const envelope = (value: unknown, success = true) => ({
  success,
  errorCode: success ? null : 'x.y',
  message: '',
  value,
});
const holder = window as { __mekongStatus?: unknown };
const boot = (answer: Promise<unknown>, token = '') => {
  holder.__mekongStatus = { language: currentLanguage(), token, answer };
};

let server: ReturnType<typeof vi.fn>;
beforeEach(() => {
  sessionStorage.clear();
  server = vi.fn(async () => new Response(JSON.stringify(envelope(served)), { status: 200 }));
  vi.stubGlobal('fetch', server);
});
afterEach(() => {
  vi.unstubAllGlobals();
  holder.__mekongStatus = undefined;
});

describe("the boot's status call", () => {
  it("takes the boot script's answer once, without asking again; a second call (a retry) asks the server", async () => {
    boot(Promise.resolve({ status: 200, body: envelope(status('from the boot script')) }));
    expect((await fetchSystemStatus()).info.brand.name).toBe('from the boot script');
    expect(server).not.toHaveBeenCalled();
    expect((await fetchSystemStatus()).info.brand.name).toBe('asked by the app');
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('asks the server itself when the early call failed, was refused, or was made for another session', async () => {
    boot(Promise.reject(new TypeError('offline')));
    expect(await fetchSystemStatus()).toEqual(served);
    boot(Promise.resolve({ status: 503, body: envelope(null, false) }));
    expect(await fetchSystemStatus()).toEqual(served);
    boot(Promise.resolve({ status: 200, body: envelope(status('signed out')) }));
    sessionStorage.setItem('token', 'a-session-token');
    expect(await fetchSystemStatus()).toEqual(served);
    expect(server).toHaveBeenCalledTimes(3);
    expect(new Headers(server.mock.calls[2]?.[1]?.headers).get('Authorization')).toBe('Bearer a-session-token');
  });
});
