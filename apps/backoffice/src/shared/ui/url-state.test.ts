// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlState } from './url-state.ts';

const DEFAULTS = { type: 'N', show: 'ALL', page: '1' };

describe('a list view kept in the address', () => {
  it('keeps both of two changes made before the page draws again, and drops a default value', () => {
    let update: ((patch: Partial<typeof DEFAULTS>) => void) | undefined;
    let search = '';
    function Probe() {
      const [, set] = useUrlState(DEFAULTS);
      update = set;
      search = useLocation().search;
      return null;
    }
    const router = createMemoryRouter([{ path: '/content', element: createElement(Probe) }], {
      initialEntries: ['/content'],
    });
    render(createElement(RouterProvider, { router }));
    act(() => {
      update?.({ type: 'B', page: '1' });
      update?.({ show: 'ACTIVE', page: '1' });
    });
    expect(new URLSearchParams(search).get('type')).toBe('B');
    expect(new URLSearchParams(search).get('show')).toBe('ACTIVE');
    act(() => update?.({ type: 'N' }));
    expect(new URLSearchParams(search).get('type')).toBeNull();
    expect(new URLSearchParams(search).get('show')).toBe('ACTIVE');
  });
});
