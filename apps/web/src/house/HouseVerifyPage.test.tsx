/**
 * The verify page's form: a round number is checked before anything is asked (empty, not a whole
 * number from 1 up), each problem shown in the player's language under the field; a good number
 * asks the house for that round and shows both checks.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n.ts';
import en from '../shared/i18n/locales/en.json';
import th from '../shared/i18n/locales/th.json';
import { HouseVerifyPage } from './HouseVerifyPage.tsx';

// The locale files are given to i18next whole here, so no section has to be fetched.
vi.mock('../shared/i18n/sections.ts', () => ({ useLocaleSection: () => undefined }));

const SEED = 'seed-1';

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en }, th: { translation: th } },
    interpolation: { escapeValue: false },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  return i18n.changeLanguage('en');
});

function renderPage() {
  const queries = new QueryClient();
  return render(
    <QueryClientProvider client={queries}>
      <MemoryRouter initialEntries={['/house/verify']}>
        <HouseVerifyPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const check = async (round: string) => {
  fireEvent.change(screen.getByLabelText('Round number'), { target: { value: round } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
  });
};

describe('the verify form', () => {
  it('asks for a round number, in the language in use, and asks the house nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await check('');
    expect(await screen.findByText('Enter a round number.')).toBeTruthy();
    expect(screen.getByLabelText('Round number').getAttribute('aria-invalid')).toBe('true');
    await act(() => i18n.changeLanguage('th'));
    expect(await screen.findByText(th.house.verify.problem.required)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['abc', '0', '1.5', '-3'])('refuses %s as a round number', async (round) => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await check(round);
    expect(await screen.findByText('A round number is made of digits only, from 1 up.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks a round: the seed against its hash in the browser, and the house replay', async () => {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(SEED)));
    const hash = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
    const round = { id: 42, game: 'mekong-fortune', status: 'SETTLED', seedHash: hash, serverSeed: SEED };
    const value = { round: { ...round, clientSeed: 'c', nonce: 3, outcome: { win: '0' } }, replay: { matches: true } };
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: true, errorCode: null, message: '', value })),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    await check(' 042 ');
    expect(fetch).toHaveBeenCalledWith('/house/api/rounds/42/verify', expect.objectContaining({ method: 'GET' }));
    expect((await screen.findByTestId('hash-check')).getAttribute('data-ok')).toBe('true');
    expect(screen.getByTestId('replay-check').getAttribute('data-ok')).toBe('true');
  });

  it('shows the house refusal in words', async () => {
    const refusal = { success: false, errorCode: 'house.round.not.found', message: 'No such round', value: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(refusal))),
    );
    renderPage();
    await check('7');
    expect((await screen.findByRole('alert')).textContent).toBe('No such round.');
  });
});
