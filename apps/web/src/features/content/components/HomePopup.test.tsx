import type { AnnouncementItem } from '@mekong/contracts';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useUi } from '../../../shared/store/ui.ts';
import { HomePopup, POPUP_KEY } from './HomePopup.tsx';

const popup: AnnouncementItem = {
  id: 7,
  type: 'PU',
  title: 'Weekend bonus',
  content: '<p>Deposit and play.</p>',
  imageUrl: null,
  linkUrl: null,
  timestamp: 0,
  endTime: null,
};

const draw = () =>
  render(
    <MemoryRouter initialEntries={['/index']}>
      <HomePopup popup={popup} />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  act(() => useUi.setState({ modal: null, alert: null }));
});

describe('HomePopup', () => {
  it('opens once a session on the home', () => {
    draw();
    expect(screen.getByTestId('home-popup')).toBeTruthy();
    expect(sessionStorage.getItem(POPUP_KEY)).toBe('7');
  });

  it('waits while the welcome dialog is open, and opens when it closes', () => {
    act(() => useUi.getState().openModal('afterLogin'));
    draw();
    expect(screen.queryByTestId('home-popup')).toBeNull();
    expect(sessionStorage.getItem(POPUP_KEY)).toBeNull();
    act(() => useUi.getState().openModal(null));
    expect(screen.getByTestId('home-popup')).toBeTruthy();
  });

  it('steps aside while a warning is shown over it, and comes back after', () => {
    draw();
    act(() => useUi.getState().showAlert({ titleKey: 'x', key: 'y' }));
    expect(screen.queryByTestId('home-popup')).toBeNull();
    act(() => useUi.getState().showAlert(null));
    expect(screen.getByTestId('home-popup')).toBeTruthy();
  });
});
