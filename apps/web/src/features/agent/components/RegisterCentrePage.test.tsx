/**
 * Account opening in the agent centre: without a password the server's one-time password is shown
 * once, with a way to copy it, and never the site's default password.
 */
import type { SystemStatus } from '@mekong/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sealedApi } from '../../../shared/api/sealed.ts';
import { i18n } from '../../../shared/i18n/i18n.ts';
import en from '../../../shared/i18n/locales/en.json';
import { StatusContext } from '../../../shared/system/status-context.ts';
import { RegisterCentrePage } from './RegisterCentrePage.tsx';

vi.mock('../../../shared/api/sealed.ts', () => ({ sealedApi: vi.fn() }));
const send = vi.mocked(sealedApi);

const status = { info: { brand: { currencySymbol: '$' }, whitelabel: [] } } as unknown as SystemStatus;
const texts = en.agent.register;
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
beforeEach(() => {
  send.mockReset();
  writeText.mockReset().mockResolvedValue(undefined);
});
afterEach(cleanup);

const draw = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StatusContext.Provider value={status}>
        <RegisterCentrePage />
      </StatusContext.Provider>
    </QueryClientProvider>,
  );

const opened = { id: 9, account: 'dara01', type: 0, affiliateCode: null, mustChangePassword: true, contracts: [] };

async function openAccount(fields: { username: string; password?: string }) {
  fireEvent.change(screen.getByTestId('downline-username'), { target: { value: fields.username } });
  if (fields.password)
    fireEvent.change(screen.getByTestId('downline-password'), { target: { value: fields.password } });
  await act(async () => {
    fireEvent.click(screen.getByTestId('downline-submit'));
  });
  return screen.findByTestId('downline-done');
}

describe('the account opening form', () => {
  it('says an empty password gets a one-time password, not the site’s default one', () => {
    draw();
    const help = screen.getByText(texts.passwordHelp);
    expect(help.textContent).toMatch(/one-time password/);
    expect(help.textContent).not.toMatch(/default/i);
    expect(screen.getByTestId('downline-password').getAttribute('aria-describedby')).toContain(help.id);
  });

  it('shows the server’s one-time password once, copies it, and forgets it for the next opening', async () => {
    send.mockResolvedValueOnce({ ...opened, temporaryPassword: 'Kp7rT2mZq9' });
    draw();
    await openAccount({ username: 'Dara01' });
    // No password was sent: the server makes one.
    expect(send).toHaveBeenCalledWith('/wps/agent/downline', { username: 'Dara01', accountType: 'PLAYER' });
    expect(screen.getByTestId('downline-temp-password').textContent).toBe('Kp7rT2mZq9');
    expect(screen.getByText(texts.tempPasswordNote)).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByTestId('downline-copy-password'));
    });
    expect(writeText).toHaveBeenCalledWith('Kp7rT2mZq9');
    expect(screen.getByTestId('downline-copy-password').textContent).toBe(texts.copied);

    fireEvent.click(screen.getByTestId('downline-another'));
    expect(screen.getByTestId('register-centre')).toBeTruthy();
    expect(screen.queryByText('Kp7rT2mZq9')).toBeNull();
  });

  it('tells the agent to copy by hand when the browser refuses', async () => {
    send.mockResolvedValueOnce({ ...opened, temporaryPassword: 'Kp7rT2mZq9' });
    writeText.mockRejectedValueOnce(new Error('denied'));
    draw();
    await openAccount({ username: 'Dara01' });
    await act(async () => {
      fireEvent.click(screen.getByTestId('downline-copy-password'));
    });
    expect(screen.getByRole('alert').textContent).toBe(texts.copyFailed);
    expect(screen.getByTestId('downline-temp-password').textContent).toBe('Kp7rT2mZq9');
  });

  it('with the agent’s own password shows no password, only that it must be changed', async () => {
    send.mockResolvedValueOnce(opened);
    draw();
    await openAccount({ username: 'Dara01', password: 'start123' });
    expect(send).toHaveBeenCalledWith('/wps/agent/downline', {
      username: 'Dara01',
      password: 'start123',
      accountType: 'PLAYER',
    });
    expect(screen.queryByTestId('downline-temp-password')).toBeNull();
    expect(screen.getByText(texts.mustChange)).toBeTruthy();
  });
});
