/**
 * The boot script starts the first screen's calls from this table (build/boot-preload.ts); the app
 * takes their answers only when it makes the very same calls. This keeps the two equal, and
 * checks the answers are taken once, in the visit's language and session only.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchSystemStatus } from '../features/system/api/status.ts';
import { api } from '../shared/api/client.ts';
import { FIRST_REQUESTS, STATUS_REQUEST } from '../shared/api/first-requests.ts';
import { startFirstScreen } from './first-screen.ts';
import { queryClient } from './query-client.ts';

// The page chunks are not what is tested here, and would load every page's modules.
vi.mock(import('./chunks.tsx'), async (importOriginal) => ({
  ...(await importOriginal()),
  startChunk: () => undefined,
}));

const asked: string[] = [];
const answer = (value: unknown) => new Response(JSON.stringify({ success: true, value }));

beforeEach(() => {
  asked.length = 0;
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return answer({ data: { lanes: [] }, list: [], banners: [] });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  (window as { __mekongBoot?: unknown }).__mekongBoot = undefined;
});

describe("the first screen's calls", () => {
  it.each(Object.keys(FIRST_REQUESTS))('%s asks for exactly what the boot script starts', async (path) => {
    window.history.replaceState(null, '', path);
    await fetchSystemStatus().catch(() => undefined);
    await startFirstScreen();
    expect(asked.sort()).toEqual([STATUS_REQUEST, ...(FIRST_REQUESTS[path] ?? [])].sort());
  });
});

describe('answers the boot script got', () => {
  const boot = (visit: { language: string; token: string; device: string }, value: unknown) => {
    (window as { __mekongBoot?: unknown }).__mekongBoot = {
      ...visit,
      answers: { '/lgw/games/popular': Promise.resolve(answer(value)) },
    };
  };

  it('are taken once for the same call in the same language, session and device', async () => {
    boot({ language: 'KM', token: '', device: 'PC' }, ['from the boot script']);
    expect(await api('/lgw/games/popular')).toEqual(['from the boot script']);
    expect(await api('/lgw/games/popular')).toEqual({ data: { lanes: [] }, list: [], banners: [] });
    expect(asked).toEqual(['/lgw/games/popular']);
  });

  it('are not taken in another session or language, nor for a call with a body', async () => {
    boot({ language: 'KM', token: 'someone-else', device: 'PC' }, ['stale']);
    expect(await api('/lgw/games/popular')).not.toEqual(['stale']);
    boot({ language: 'EN', token: '', device: 'PC' }, ['stale']);
    expect(await api('/lgw/games/popular')).not.toEqual(['stale']);
    boot({ language: 'KM', token: '', device: 'PC' }, ['stale']);
    expect(await api('/lgw/games/popular', { method: 'POST', body: '{}' })).not.toEqual(['stale']);
    expect(asked).toEqual(['/lgw/games/popular', '/lgw/games/popular', '/lgw/games/popular']);
  });

  it('are asked for again when the boot call failed', async () => {
    (window as { __mekongBoot?: unknown }).__mekongBoot = {
      language: 'KM',
      token: '',
      device: 'PC',
      answers: { '/lgw/games/popular': Promise.reject(new TypeError('network')) },
    };
    expect(await api('/lgw/games/popular')).toEqual({ data: { lanes: [] }, list: [], banners: [] });
    expect(asked).toEqual(['/lgw/games/popular']);
  });
});
