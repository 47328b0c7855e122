/**
 * The boot gate: the app draws once the server's status is in and the first screen's data has
 * answered (app/first-screen.ts), so that data never arrives in the middle of the first draw.
 */
import type { SystemStatus } from '@mekong/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../shared/i18n/i18n.ts';
import en from '../shared/i18n/locales/en.json';
import { App } from './App.tsx';

// One page for every path: the gate is what is tested, not the route table.
vi.mock('./routes.tsx', async () => {
  const { createElement } = await import('react');
  return {
    routes: [{ path: '*', element: createElement('p', null, 'the page') }],
    blockedRoutes: () => [{ path: '*', element: createElement('p', null, 'closed') }],
    Maintenance: null,
    RegionBlocked: null,
  };
});

const status = {
  maintenance: false,
  closed: false,
  regionRestriction: false,
  info: {
    brand: {
      name: 'Mekong',
      timezone: 'Asia/Phnom_Penh',
      logoUrl: null,
      theme: { primary: '#0f766e', accent: '#f59e0b' },
    },
  },
} as unknown as SystemStatus;

beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: en } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

describe('the boot gate', () => {
  it('keeps the outline while the first screen’s data is on its way, and draws once it has answered', async () => {
    let answered: () => void = () => undefined;
    const firstScreen = new Promise<void>((resolve) => {
      answered = resolve;
    });
    render(<App firstStatus={Promise.resolve(status)} firstScreen={firstScreen} outline="<p>the outline</p>" />);
    // The status is in; the data is not.
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByText('the outline')).toBeTruthy();
    expect(screen.queryByText('the page')).toBeNull();

    await act(async () => answered());
    expect(await screen.findByText('the page')).toBeTruthy();
    expect(screen.queryByText('the outline')).toBeNull();
  });

  it('draws as soon as the status is in when the first screen has nothing to wait for', async () => {
    render(<App firstStatus={Promise.resolve(status)} firstScreen={Promise.resolve()} outline="<p>the outline</p>" />);
    expect(await screen.findByText('the page')).toBeTruthy();
  });
});
